// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { ensureMessages, loadCoreMessages, makeI18n } from '@/modules/i18n'
import { useSettingsStore } from '@/stores/settings'

beforeEach(() => {
  setActivePinia(createPinia())
})

describe('languages: only the active one is loaded, the other on switching', () => {
  it("the app's instance starts with one locale's core messages and loads the message modules in it only", async () => {
    const i18n = makeI18n('en', { en: await loadCoreMessages('en') })
    expect(i18n.global.t('nav.settings')).toBe('Settings')
    expect(i18n.global.getLocaleMessage('de')).toEqual({})
    await ensureMessages(i18n, 'history')
    expect(Object.keys(i18n.global.getLocaleMessage('en')).length).toBeGreaterThan(
      Object.keys(await loadCoreMessages('en')).length,
    )
    expect(i18n.global.getLocaleMessage('de')).toEqual({})
  })

  it('switching to German shows German once its core and the loaded modules are in (never keys in between)', async () => {
    const i18n = makeI18n('en', { en: await loadCoreMessages('en') })
    await ensureMessages(i18n, 'history')
    const settings = useSettingsStore()
    settings.locale = 'en'
    await vi.waitFor(() => expect(settings.locale).toBe('en'))
    settings.locale = 'de'
    // not yet applied: the German messages are still loading
    expect(settings.locale).toBe('en')
    await vi.waitFor(() => expect(settings.locale).toBe('de'), { timeout: 5000 })
    i18n.global.locale.value = settings.locale
    expect(i18n.global.t('nav.settings')).toBe('Einstellungen')
    const de = i18n.global.getLocaleMessage('de')
    const en = i18n.global.getLocaleMessage('en')
    // the history module came along in German too
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    expect(localStorage.getItem('tb.locale')).toBe('de')
  })

  it('the last choice wins when switching twice quickly', async () => {
    makeI18n('en', { en: await loadCoreMessages('en') })
    const settings = useSettingsStore()
    settings.locale = 'de'
    settings.locale = 'en'
    // German arrives after the switch back: it is not shown
    await loadCoreMessages('de')
    await new Promise((r) => setTimeout(r, 100))
    expect(settings.locale).toBe('en')
  })
})
