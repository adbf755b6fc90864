import { describe, expect, it } from 'vitest'
import { salaryOf } from '@/domain/games/common'
import { freePlayConfig } from '@/domain/games/freePlay'
import { loadAnyModule } from '@/domain/games'

const players = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
]

describe('salaryOf: the salary a game pays as it was set up', () => {
  it('free play: the salary of its setup, 0 without one', () => {
    expect(salaryOf(freePlayConfig({ players, salary: 200 }))).toBe(200)
    expect(salaryOf(freePlayConfig({ players }))).toBe(0)
  })

  it('DKT and Monopoly pay the salary of their setup; a score pad pays none', async () => {
    for (const type of ['dkt', 'monopolyDe'] as const) {
      const m = await loadAnyModule(type)
      const config = m.parseConfig(m.demoSetup())
      expect(salaryOf(config)).toBe(config.options.salary)
      expect(salaryOf(config)).toBeGreaterThan(0)
    }
    const gmbh = await loadAnyModule('gmbh')
    expect(salaryOf(gmbh.parseConfig(gmbh.demoSetup()))).toBe(0)
  })
})
