// The in-page tap loop shared by the app and its floors: taps a button at a random frame phase
// (a random pause of 40–110 ms before each tap, never aligned to requestAnimationFrame) and reports,
// per tap, tap → DOM updated (a MutationObserver sees the watched text change) and whether the
// result is in the first frame after the tap (the frame whose requestAnimationFrame was asked for
// at the tap), with the time to the frame that paints it. Headless Chromium draws a frame on demand
// (a requestAnimationFrame after an idle spell runs within ~0.5 ms), so a ticker (an endless
// requestAnimationFrame loop) keeps frames on a 60 Hz grid while the taps run, as a phone's display
// does: the next frame after a tap is then 0–16.7 ms away.
import type { Page } from '@playwright/test'

export interface TapTimes {
  /** tap → the watched text changed in the DOM, ms */
  dom: number[]
  /** tap → the frame that paints the change (its requestAnimationFrame callback), ms */
  frame: number[]
  /** per tap: the change was in the first frame after the tap */
  firstFrame: boolean[]
}

/**
 * Taps the enabled button labelled `label` (aria-label) `runs` times; `text` selects the element
 * whose text the tap changes, `root` the subtree observed.
 */
export function tapLoop(page: Page, label: string, text: string, root: string, runs: number): Promise<TapTimes> {
  return page.evaluate(
    async ({ label, text, root, runs }) => {
      const out = { dom: [] as number[], frame: [] as number[], firstFrame: [] as boolean[] }
      const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()))
      let ticking = true
      const tick = () => {
        if (ticking) requestAnimationFrame(tick)
      }
      tick()
      for (let i = 0; i < runs; i++) {
        // a random pause: the tap falls anywhere in the frame
        await new Promise((r) => setTimeout(r, 40 + Math.random() * 70))
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.getAttribute('aria-label') === label && !b.disabled,
        )
        const watched = document.querySelector(text)
        if (!button || !watched) throw new Error(`tap loop: no enabled button "${label}" or no ${text}`)
        const before = watched.textContent
        let firstFrameAt = Number.NaN
        const result = new Promise<{ dom: number; frame: number }>((resolve) => {
          const mo = new MutationObserver(() => {
            if (document.querySelector(text)?.textContent === before) return
            const dom = performance.now()
            mo.disconnect()
            // asked for before this frame runs: the callback is in the frame that paints the change
            requestAnimationFrame(() => resolve({ dom, frame: performance.now() }))
          })
          mo.observe(document.querySelector(root) ?? document.body, {
            subtree: true,
            characterData: true,
            childList: true,
          })
        })
        const t0 = performance.now()
        requestAnimationFrame(() => (firstFrameAt = performance.now()))
        button.click()
        const r = await result
        out.dom.push(r.dom - t0)
        out.frame.push(r.frame - t0)
        // the first frame's callback ran before the change's frame callback only if the change missed it
        out.firstFrame.push(!(firstFrameAt < r.dom))
        await frame()
      }
      ticking = false
      return out
    },
    { label, text, root, runs },
  )
}
