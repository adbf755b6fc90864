import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import { ensureLocale, getI18n, readPref, storedLocale, type Locale } from '@/modules/i18n'

export type Theme = 'system' | 'light' | 'dark'

/** Writes a preference; in private mode the choice lasts for this session. */
function writePref(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    /* private mode: the choice lasts for this session */
  }
}

/** User preferences of this device: language, theme, "say it aloud" and the sound cue (kept in localStorage, read before the first paint). */
export const useSettingsStore = defineStore('settings', () => {
  const shown = ref<Locale>(storedLocale())
  let wanted: Locale = shown.value
  /** The language: a switch takes effect once its messages are loaded (only the active language is in the first load). */
  const locale = computed<Locale>({
    get: () => shown.value,
    set(v) {
      wanted = v
      // the choice is kept at once: a reload right after it opens in that language
      writePref('tb.locale', v)
      const i18n = getI18n()
      if (!i18n) {
        shown.value = v
        return
      }
      ensureLocale(i18n, v).then(
        () => {
          if (wanted === v) shown.value = v
        },
        () => {
          // not loadable (offline before the app was cached): the language stays as it is
          if (wanted === v) {
            wanted = shown.value
            writePref('tb.locale', shown.value)
          }
        },
      )
    },
  })
  const theme = ref<Theme>(readPref<Theme>('tb.theme', ['system', 'light', 'dark'], 'system'))
  const persisted = ref<boolean | null>(null)
  /** The start screen's "storage may be cleared" notice was read (dismissed or a backup made): it is said once. */
  const persistNoticeDone = ref(readPref<'1' | ''>('tb.persistNotice', ['1'], '') === '1')
  /** Issue 14 "Say it aloud": each confirmed action spoken in the UI language (off by default). */
  const speak = ref(readPref<'1' | ''>('tb.speak', ['1'], '') === '1')
  /** Issue 14: a short tone after each confirmed action (off by default). */
  const soundCue = ref(readPref<'1' | ''>('tb.soundCue', ['1'], '') === '1')

  watch(locale, (v) => {
    try {
      localStorage.setItem('tb.locale', v)
    } catch {
      /* private mode: the choice lasts for this session */
    }
  })
  watch(theme, (v) => {
    try {
      localStorage.setItem('tb.theme', v)
    } catch {
      /* as above */
    }
  })
  watch(persistNoticeDone, (v) => {
    try {
      localStorage.setItem('tb.persistNotice', v ? '1' : '')
    } catch {
      /* as above */
    }
  })
  watch(speak, (v) => writePref('tb.speak', v ? '1' : ''))
  watch(soundCue, (v) => writePref('tb.soundCue', v ? '1' : ''))
  return { locale, theme, persisted, persistNoticeDone, speak, soundCue }
})
