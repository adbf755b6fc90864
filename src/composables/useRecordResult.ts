import { watch, type Ref } from 'vue'
import { useGameStore } from '@/stores/game'
import { useEveningsStore } from '@/stores/evenings'
import type { GameOver, GameSummary } from '@/domain/games/summary'

/**
 * Keeps the open game's result in step with its end (issue 37: a finished game — any end —
 * records its result; an unfinished one has none): written when the game is over, again only
 * when the standings changed (the evenings store's recordEnd), deleted when an undo reopens it. A
 * joined phone's copy records nothing (the bank's device does). Errors are left to the screens'
 * own storage messages: a result is remembered at the next look, or when the statistics are
 * opened (catchUp). `over` alone is read while the game goes on; the standings (`summary`) only
 * once it is over.
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
    const state = store.state
    if (!s?.over || !state) return
    await evenings.recordEnd(game, state, s, store.recent)
  }
}
