import { it, expect } from 'vitest'
import { createPropertyGame } from '@/domain/games/property/engine'
import { isRuleError } from '@/domain/errors'
it('the worked example of docs/engine-property.md holds', () => {
  const g = createPropertyGame({ game: 'dkt', players: ['Anna', 'Ben', 'Cem'] })
  g.apply({ type: 'buy', player: 'Anna', property: 'Amtsplatz' })
  g.apply({ type: 'buy', player: 'Anna', property: 38 })
  g.apply({ type: 'buy', player: 'Anna', property: 'Rathausstraße' })
  g.apply({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] })
  expect(g.state.balances.Anna).toBe(670)
  let code = ''
  try {
    g.apply({ type: 'build', property: 'Amtsplatz' })
    g.apply({ type: 'build', property: 'Amtsplatz' })
  } catch (e) {
    if (isRuleError(e)) code = e.code
  }
  expect(code).toBe('evenBuild')
  expect(g.rent('Ben', 'Amtsplatz')).toMatchObject({ amount: 300, reason: 'ok', level: 2 })
  g.apply({ type: 'rent', payer: 'Ben', property: 'Amtsplatz' })
  expect(g.state.balances).toMatchObject({ Ben: 1200, Anna: 810 })
  g.undo()
  expect(g.netWorth('Anna')).toBe(510 + 520 + 160 * 2 + 50 + 100)
})

it('docs/engine-property.md documents the info of every entry kind, every action type and every option', async () => {
  const { ENTRY_KINDS } = await import('@/domain/games/property/codes')
  const { PROPERTY_ACTION_TYPES, defaultOptions } = await import('@/domain/games/property/engine')
  const docs = import.meta.glob<string>('/docs/engine-property.md', { query: '?raw', import: 'default', eager: true })
  const doc = docs['/docs/engine-property.md'] ?? ''
  expect(doc).toContain('## Engine: DKT and Monopoly')
  const infoRows = doc
    .slice(doc.indexOf('| kind | `info` |'))
    .split('\n')
    .filter((l) => l.startsWith('| `'))
  for (const kind of ENTRY_KINDS)
    expect(
      infoRows.some((r) => r.split('|')[1]!.includes(`\`${kind}\``)),
      kind,
    ).toBe(true)
  const actionRows = doc
    .slice(doc.indexOf('### Actions'), doc.indexOf('| kind | `info` |'))
    .split('\n')
    .filter((l) => l.startsWith('| `'))
  for (const type of PROPERTY_ACTION_TYPES)
    expect(
      actionRows.some((r) => r.split('|')[1]!.includes(`\`${type}\``)),
      type,
    ).toBe(true)
  for (const option of Object.keys(defaultOptions('monopolyDe'))) expect(doc, option).toContain(`\`${option}\``)
})
