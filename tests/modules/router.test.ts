// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { makeRouter } from '@/modules/router'

describe('the app router', () => {
  it('saves no scroll position into the history entry when the page hides (the app restores none; the old page’s last task stays short: issue 16)', async () => {
    const router = makeRouter()
    await router.push('/')
    expect(history.state).toMatchObject({ current: '/' })

    // the page hides (a reload, another app): the history entry stays as the router wrote it
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    window.dispatchEvent(new Event('pagehide'))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(history.state).toMatchObject({ current: '/' })
    expect(history.state.scroll).toBeNull()
    // a listener added after the router was made is not filtered
    let hidden = 0
    addEventListener('pagehide', () => hidden++)
    window.dispatchEvent(new Event('pagehide'))
    expect(hidden).toBe(1)
  })
})
