// Shared test setup: fake-indexeddb is loaded by vitest.config.ts before this file.
import { afterEach, vi } from 'vitest'
import { disableAutoUnmount, enableAutoUnmount } from '@vue/test-utils'

// vi.waitFor waits for a condition; its default limit (1 s) is a clock that a loaded machine (two
// other CPU-heavy processes beside the tests) runs past. Every wait here gets at least 15 s (below
// the 20 s test timeout, so a failure still shows the awaited assertion); a passing wait returns as
// soon as its condition holds, so a normal run is not slower.
const WAIT_MS = 15_000
const waitFor = vi.waitFor
vi.waitFor = ((callback: Parameters<typeof waitFor>[0], options?: Parameters<typeof waitFor>[1]) => {
  const given = typeof options === 'number' ? { timeout: options } : (options ?? {})
  return waitFor(callback, { ...given, timeout: Math.max(given.timeout ?? 0, WAIT_MS) })
}) as typeof waitFor

// Every component a test mounts is unmounted after the test (a sheet left mounted would count as
// open in the next test file of the same worker: vitest.config.ts runs most files side by side in
// one module graph). Called again for each file, since that graph keeps @vue/test-utils loaded.
disableAutoUnmount()
enableAutoUnmount(afterEach)

// A global replaced (vi.stubGlobal) or the clock faked in one test is the real one again after it:
// the next test, and the next file of the same worker, start with the real ones.
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})
