import { watch, type Ref } from 'vue'
import { useGameStore } from '@/stores/game'
import { useEveningsStore } from '@/stores/evenings'
import { anyModule } from '@/domain/games'
import type { GameOver, GameSummary } from '@/domain/games/summary'
import type { Entry } from '@/domain/ledger/types'
import { jsonEqual } from '@/domain/ledger/effects'
import { clockPlayedMs, resultOf, type GameResult } from '@/domain/stats/result'

/**
 * Keeps the open game's result in step with its end (issue 37: a finished game — any end —
 * records its result; an unfinished one has none): written when the game is over, again only
 * when the standings changed, deleted when an undo reopens it. The ledger is read for the records
 * only then. A joined phone's copy records nothing (the bank's device does). Errors are left to
 * the screens' own storage messages: a result is remembered at the next look. `over` alone is
 * read while the game goes on; the standings (`summary`) only once it is over.
 */
export function useRecordResult(over: Ref<GameOver | null>, summary: Ref<GameSummary | null>): void {
  const store = useGameStore()
  const evenings = useEveningsStore()
  let queue: Promise<void> = Promise.resolve()

  watch(
    [over, () => store.head],
    () => {
      queue = queue.then(sync).catch(() => undefined)
    },
    { immediate: true },
  )

  function endOf(createdAt: number, recent: readonly Entry[]): number {
    return recent.reduce((t, e) => (e.isUndone ? t : Math.max(t, e.ts)), createdAt)
  }

  async function sync(): Promise<void> {
    const game = store.game
    if (!game || game.copy) return
    // a game that goes on reads nothing (the game screen after every action): only a result this
    // page has seen can have been taken back
    if (!over.value) {
      const stored = evenings.loaded ? evenings.resultOf(game.id) : undefined
      if (stored && !stored.isRemoved) await evenings.record(game.id, null)
      return
    }
    const s = summary.value
    if (!s?.over) return
    if (!evenings.loaded) await evenings.load()
    const stored = evenings.resultOf(game.id)
    if (stored?.isRemoved) return
    const seats =
      (await evenings.seats(game.id)) ??
      (await evenings.link(
        game.id,
        game.config.players.map((p) => ({ player: p.id, name: p.name, color: p.color })),
      ))
    const module = anyModule(game.type)
    const state = store.state
    const input = {
      gameId: game.id,
      gameName: game.name,
      type: game.type,
      isScorePad: module.isScorePad,
      currency: game.config.currency,
      createdAt: game.createdAt,
      endedAt: endOf(game.createdAt, store.recent),
      clockMs: clockPlayedMs(game.clock, Date.now()),
      seats: seats.people,
      summary: s,
      // the game's own round record, from its rounds as last corrected
      bestRound: state ? (module.bestRound?.(state, game.config) ?? null) : null,
    }
    const cheap = resultOf({ ...input, entries: [] })
    if (stored && cheap && jsonEqual(withoutFacts(stored), withoutFacts(cheap))) return
    const entries: Entry[] = []
    for await (const chunk of store.entryChunks(game.id)) entries.push(...chunk)
    if (store.game?.id !== game.id) return
    await evenings.record(game.id, resultOf({ ...input, entries }))
  }
}

/** A result without its ledger facts (what the standings alone decide), to see whether a stored one is still right. */
function withoutFacts(r: GameResult): Omit<GameResult, 'facts' | 'durationMs'> {
  const { facts: _facts, durationMs: _duration, ...rest } = r
  return rest
}
