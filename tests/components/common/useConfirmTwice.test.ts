// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { mount } from '@vue/test-utils'
import { useConfirmTwice } from '@/composables/useConfirmTwice'

/** Runs the composable inside a component (it disarms on unmount). */
function setup(ms?: number) {
  let api!: ReturnType<typeof useConfirmTwice>
  const w = mount(
    defineComponent({
      setup() {
        api = ms === undefined ? useConfirmTwice() : useConfirmTwice(ms)
        return () => h('div')
      },
    }),
  )
  return { api, w }
}

describe('useConfirmTwice', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the first call arms without running, the second runs once and disarms', async () => {
    const { api } = setup()
    const action = vi.fn()
    expect(api.isArmed.value).toBe(false)
    await api.confirm(action)
    expect(api.isArmed.value).toBe(true)
    expect(action).not.toHaveBeenCalled()
    await api.confirm(action)
    expect(action).toHaveBeenCalledTimes(1)
    expect(api.isArmed.value).toBe(false)
    // and the next tap arms again instead of running
    await api.confirm(action)
    expect(action).toHaveBeenCalledTimes(1)
    expect(api.isArmed.value).toBe(true)
  })

  it('waits for an async action', async () => {
    const { api } = setup()
    let done = false
    await api.confirm(() => undefined)
    await api.confirm(async () => {
      await Promise.resolve()
      done = true
    })
    expect(done).toBe(true)
  })

  it('disarms by itself after the timeout (4 s by default): a late second tap only arms again', async () => {
    const { api } = setup()
    const action = vi.fn()
    await api.confirm(action)
    vi.advanceTimersByTime(3999)
    expect(api.isArmed.value).toBe(true)
    vi.advanceTimersByTime(1)
    expect(api.isArmed.value).toBe(false)
    await api.confirm(action)
    expect(action).not.toHaveBeenCalled()
    expect(api.isArmed.value).toBe(true)
  })

  it('takes its own timeout, disarm() cancels, and unmounting disarms', async () => {
    const { api, w } = setup(1000)
    const action = vi.fn()
    await api.confirm(action)
    vi.advanceTimersByTime(1000)
    expect(api.isArmed.value).toBe(false)
    await api.confirm(action)
    api.disarm()
    expect(api.isArmed.value).toBe(false)
    await api.confirm(action)
    w.unmount()
    expect(api.isArmed.value).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    expect(action).not.toHaveBeenCalled()
  })
})
