import { ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { parseAmount } from '@/domain/money'

/**
 * The amount and note of a payment sheet (the bank's Pay, a phone's request), as AmountAndNote
 * edits them: the typed text, whether the amount's error shows yet, and the amount once valid.
 */
export function useAmountNote() {
  const { locale } = useI18n()
  const amount = ref('')
  const note = ref('')
  const showAmountError = ref(false)
  /** The amount typed so far, or null while it is not a valid amount in the locale's digits ("1.500" is refused in English). */
  function typedAmount(): number | null {
    try {
      return parseAmount(amount.value, undefined, locale.value)
    } catch {
      return null
    }
  }
  return { amount, note, showAmountError, typedAmount }
}
