import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { detectLocale, type Locale } from '@/modules/i18n'

export type Theme = 'system' | 'light' | 'dark'

function readPref<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const v = localStorage.getItem(key)
    return allowed.includes(v as T) ? (v as T) : fallback
  } catch {
    return fallback
  }
}

/** User preferences of this device: language and theme (kept in localStorage, read before the first paint). */
export const useSettingsStore = defineStore('settings', () => {
  const locale = ref<Locale>(readPref<Locale>('tb.locale', ['en', 'de'], detectLocale()))
  const theme = ref<Theme>(readPref<Theme>('tb.theme', ['system', 'light', 'dark'], 'system'))
  const persisted = ref<boolean | null>(null)
  /** The start screen's "storage may be cleared" notice was read (dismissed or a backup made): it is said once. */
  const persistNoticeDone = ref(readPref<'1' | ''>('tb.persistNotice', ['1'], '') === '1')

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
  return { locale, theme, persisted, persistNoticeDone }
})
