import { formatNumber } from '@/domain/money'

/**
 * Numbers grouped as they are typed ("1.100.000" in German, "1,100,000" in English) for any typed
 * number field: the model keeps the plain digits, the field shows them through the shared formatter
 * (formatNumber); text that is not a whole number stays as typed, for the error to name it.
 */

/** The locale's group separator ("." in German, "," in English; a space-like one in others). */
export function groupSeparator(locale: string): string {
  return formatNumber(1000, locale).replace(/\d/g, '')
}

/** What a field shows for its model: plain digits grouped by the locale; anything else as it is. */
export function groupedDigits(model: string, locale: string): string {
  return /^\d{1,15}$/.test(model) ? formatNumber(Number(model), locale) : model
}

/** The model of what was typed into a field: digits (the locale's grouping taken off, leading zeros dropped), or the text itself when it is not a whole number. */
export function typedDigits(value: string, locale: string): string {
  const sep = groupSeparator(locale)
  const bare = sep ? value.split(sep).join('') : value
  const groupsWhole =
    sep === '' ||
    value
      .split(sep)
      .slice(1)
      .every((g) => g.length > 0)
  return /^\d+$/.test(bare) && groupsWhole ? bare.replace(/^0+(?=\d)/, '') : value
}

/** Where the caret goes in `shown` so that it stays after the same number of digits it followed as typed. */
export function caretAfterDigits(shown: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0
  let seen = 0
  for (let i = 0; i < shown.length; i++) {
    if (/\d/.test(shown[i] ?? '')) seen++
    if (seen === digitsBefore) return i + 1
  }
  return shown.length
}

/**
 * Handles an input event of a grouped number field: returns the new model and regroups the field
 * in place, keeping the caret after the digit it followed.
 */
export function onGroupedInput(input: HTMLInputElement, locale: string): string {
  const caret = input.selectionStart ?? input.value.length
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length
  const model = typedDigits(input.value, locale)
  const shown = groupedDigits(model, locale)
  if (shown !== input.value) {
    input.value = shown
    const at = caretAfterDigits(shown, digitsBefore)
    // leading zeros dropped: the caret cannot be after more digits than there are
    if (document.activeElement === input) input.setSelectionRange(at, at)
  }
  return model
}
