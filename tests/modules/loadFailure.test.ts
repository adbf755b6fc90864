// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { useFormatCore } from '@/composables/useFormatCore'
import { isLoadFailure, loadFailed, watchLoadFailures } from '@/modules/loadFailure'
import type { Locale } from '@/modules/i18n'
import { testI18n } from '../helpers/i18n'

// Issue 38: a phone whose server went away during its first load showed "Something went wrong:
// Unable to preload CSS for http://…/assets/property-….css". No raw browser text on screen, ever.

const preload = new Error('Unable to preload CSS for http://192.168.1.20:4173/assets/property-Bx1.css')
const chunk = new TypeError(
  'Failed to fetch dynamically imported module: http://192.168.1.20:4173/assets/GameView-a1.js',
)

function errorText(e: unknown, locale: Locale): string {
  let text = ''
  mount(
    defineComponent({
      setup() {
        text = useFormatCore(() => null).errorText(e)
        return () => h('div')
      },
    }),
    { global: { plugins: [testI18n(locale)] } },
  )
  return text
}

describe('code that did not load', () => {
  it('is recognised in the forms browsers give it', () => {
    for (const e of [
      preload,
      chunk,
      new TypeError('error loading dynamically imported module'),
      new TypeError('Importing a module script failed.'),
    ])
      expect(isLoadFailure(e), e.message).toBe(true)
    for (const e of [new Error('QuotaExceededError'), null, 'x', new TypeError('x is undefined')])
      expect(isLoadFailure(e)).toBe(false)
  })

  it("is said in words, in English and German, never with the browser's text or the address", () => {
    for (const e of [preload, chunk]) {
      const en = errorText(e, 'en')
      const de = errorText(e, 'de')
      expect(en).toMatch(/could not be loaded.*Reload/)
      expect(de).toMatch(/konnte nicht geladen werden.*neu laden/)
      for (const text of [en, de]) expect(text).not.toMatch(/http|preload|dynamically|Something went wrong/)
    }
  })

  it('a route whose screen did not load, or a failed CSS preload, turns on the reload message', () => {
    const hooks: ((e: unknown) => void)[] = []
    const target = new EventTarget()
    watchLoadFailures(
      { onError: (h: (e: unknown) => void) => (hooks.push(h), () => undefined) } as never,
      target as never,
    )
    loadFailed.value = false
    hooks[0]!(new Error('a guard refused'))
    expect(loadFailed.value).toBe(false)
    hooks[0]!(chunk)
    expect(loadFailed.value).toBe(true)
    loadFailed.value = false
    const ev = new Event('vite:preloadError', { cancelable: true })
    target.dispatchEvent(ev)
    expect(loadFailed.value).toBe(true)
    // not cancelled: the import still rejects, so the screen or the app's start that awaits it fails as it should
    expect(ev.defaultPrevented).toBe(false)
  })
})
