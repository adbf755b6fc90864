// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { RouterView, createMemoryHistory, createRouter } from 'vue-router'
import type { VueWrapper } from '@vue/test-utils'
import { routes } from '@/modules/router'
import { mountWithApp } from '../../helpers/mount'
import { useFreshDb } from '../discretion/helpers'

// the default type's module held back until the test lets it load (a slow phone's first visit)
const held = vi.hoisted(() => ({ release: null as null | (() => void), hold: true }))
vi.mock('@/domain/games', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/domain/games')>()
  return {
    ...real,
    loadAnyModule: async (type: Parameters<typeof real.loadAnyModule>[0]) => {
      if (type === 'freePlay' && held.hold) await new Promise<void>((resolve) => (held.release = resolve))
      return real.loadAnyModule(type)
    },
  }
})

const Host = defineComponent({ setup: () => () => h(RouterView) })
const playerInputs = (w: VueWrapper) => w.findAll('input[aria-label^="Name of player"]')

beforeEach(() => sessionStorage.clear())

describe('new game form: DKT picked before the default game has loaded (issue 38)', () => {
  useFreshDb()

  it('offers DKT its 3 player rows, not 2, and the name fields take what their messages allow', async () => {
    const router = createRouter({ history: createMemoryHistory(), routes })
    await router.push({ name: 'new' })
    await router.isReady()
    const w = await mountWithApp(Host, { global: { plugins: [router] } })
    await vi.waitFor(() => expect(w.findAll('input[name="gameType"]').length).toBeGreaterThan(0))
    await vi.waitFor(() => expect(held.release).not.toBeNull())
    // DKT chosen while free play's code is still on its way
    await w
      .findAll('input[name="gameType"]')
      .find((r) => (r.element as HTMLInputElement).value === 'dkt')!
      .setValue(true)
    held.hold = false
    held.release!()
    await vi.waitFor(() => expect(playerInputs(w).length).toBeGreaterThan(0), { timeout: 5000 })
    expect(playerInputs(w)).toHaveLength(3)
    // a player's name may have 24 characters (its message says 24), a game's 40
    expect(playerInputs(w)[0]!.attributes('maxlength')).toBe('24')
    expect(w.get('#game-name').attributes('maxlength')).toBe('40')
  })
})
