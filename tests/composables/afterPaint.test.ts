// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, ref, type Ref } from 'vue'
import { mount } from '@vue/test-utils'
import { afterPaint, usePainted } from '@/composables/afterPaint'

/** The browser's frame and idle callbacks, run by the test one at a time. */
function browserQueues() {
  const frames: (() => void)[] = []
  const idles: (() => void)[] = []
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f))
  vi.stubGlobal('requestIdleCallback', (f: () => void) => idles.push(f))
  return { frames, idles }
}
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('afterPaint: work the first screen does not need waits for its paint', () => {
  it('runs only after the frame, the task after it (the paint) and an idle moment, in that order', async () => {
    vi.useFakeTimers()
    const q = browserQueues()
    const f = vi.fn()
    afterPaint(f)
    expect(q.frames).toHaveLength(1)
    expect(q.idles).toHaveLength(0)
    q.frames.shift()!()
    // the paint comes between the frame callback and the next task
    expect(q.idles).toHaveLength(0)
    await vi.runAllTimersAsync()
    expect(q.idles).toHaveLength(1)
    expect(f).not.toHaveBeenCalled()
    q.idles.shift()!()
    expect(f).toHaveBeenCalledTimes(1)
  })

  it('usePainted turns true only once its condition holds and that screen was painted, never before', async () => {
    vi.useFakeTimers()
    const q = browserQueues()
    const loaded = ref(false)
    const seen: { painted?: Ref<boolean> } = {}
    mount(
      defineComponent({
        setup() {
          const painted = usePainted(() => loaded.value)
          seen.painted = painted
          return () => h('p', String(painted.value))
        },
      }),
    )
    const painted = seen.painted!
    await nextTick()
    expect(q.frames).toHaveLength(0)
    loaded.value = true
    await nextTick()
    expect(q.frames).toHaveLength(1)
    q.frames.shift()!()
    await vi.runAllTimersAsync()
    expect(painted.value).toBe(false)
    q.idles.shift()!()
    expect(painted.value).toBe(true)
    // once: a later change asks for no more frames
    loaded.value = false
    await nextTick()
    loaded.value = true
    await nextTick()
    expect(q.frames).toHaveLength(0)
  })
})
