import { describe, expect, it } from 'vitest'
import { useAttempt } from '@/composables/useAttempt'

describe('useAttempt: every confirm happens exactly once', () => {
  it('a second confirm while the first is still saving does nothing', async () => {
    const { attempt, busy } = useAttempt(String)
    let runs = 0
    let release: () => void = () => undefined
    const first = attempt(() => new Promise<void>((r) => ((release = r), runs++)))
    const second = attempt(async () => void runs++)
    expect(busy.value).toBe(true)
    expect(await second).toBeUndefined()
    release()
    await first
    expect(runs).toBe(1)
    expect(busy.value).toBe(false)
  })
  it('a refusal becomes the translated error and the next confirm runs again', async () => {
    const { attempt, error } = useAttempt((e) => `refused: ${(e as Error).message}`)
    await attempt(async () => {
      throw new Error('short')
    })
    expect(error.value).toBe('refused: short')
    expect(await attempt(async () => 42)).toBe(42)
    expect(error.value).toBeNull()
  })
})
