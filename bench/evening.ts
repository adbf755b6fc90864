// A genuine backup of a realistic DKT evening (bench and tests; no Node imports): four players, the
// board bought in the first rounds, then rents, salaries, taxes and payments until `entries`.
import { BACKUP_FORMAT, type Backup } from '@/db/backup'
import { createPropertyGame, propertyConfig } from '@/domain/games/property/engine'

const PLAYERS = ['Anna', 'Ben', 'Cem', 'Dora']

/** A DKT evening of `entries` ledger entries, played through the headless engine (every entry admitted by the rules). */
export function eveningBackup(entries: number): Backup {
  const setup = { game: 'dkt' as const, players: PLAYERS, options: { gameMinutes: 0, allowNegative: true } }
  const game = createPropertyGame({ ...setup, rng: () => 0.42 })
  const streets = Object.values(game.state.properties).filter((p) => p.kind === 'street')
  // the opening rounds: every street bought, the players in turn
  streets.forEach((p, i) => game.apply({ type: 'buy', player: PLAYERS[i % PLAYERS.length]!, property: p.name }))
  for (let i = 0; game.entries.length < entries; i++) {
    const payer = PLAYERS[i % PLAYERS.length]!
    const street = streets[(i * 7) % streets.length]!
    if (i % 5 === 0) game.apply({ type: 'salary', player: payer })
    else if (street.owner !== payer && game.state.properties[street.name]!.owner !== payer)
      game.apply({ type: 'rent', payer, property: street.name })
    else
      game.apply({
        type: 'pay',
        from: payer,
        to: PLAYERS[(i + 1) % PLAYERS.length]!,
        amount: 10 + (i % 40),
        note: i % 9 === 0 ? `round ${i}` : undefined,
      })
  }
  const t0 = 1_700_000_000_000
  const out = game.entries.map(({ id: _id, gameId: _game, ...e }, i) => ({ ...e, ts: t0 + i * 15_000 }))
  const config = JSON.parse(JSON.stringify(propertyConfig(setup))) as Backup['games'][0]['game']['config']
  return {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: t0,
    games: [
      { game: { name: 'Freitagabend', type: 'dkt', config, createdAt: t0, updatedAt: t0 }, redo: [], entries: out },
    ],
  }
}
