import { useI18n } from 'vue-i18n'
import { useGameStore } from '@/stores/game'
import { useGamesStore } from '@/stores/games'
import { haptic } from '@/composables/useWakeLock'
import { openSheetCount, type useSnackbar } from '@/composables/useSnackbar'
import type { useFormat } from '@/composables/useFormat'
import type { Entry } from '@/domain/ledger/types'
import type { GameAction } from '@/domain/games'

/**
 * The game screen's way of storing what the banker taps: an action, undo and redo through the game
 * store, each named in the snackbar (with Undo) or refused there with its reason. A confirm in an
 * open sheet runs exactly once (a second Enter or tap while it is stored gets the same entry), and
 * its refusal shows inside the sheet, not again in the snackbar; a database lost to a newer schema
 * is said once, by the app's banner.
 */
export function useGameActions(fmt: ReturnType<typeof useFormat>, snack: ReturnType<typeof useSnackbar>) {
  const { t } = useI18n()
  const store = useGameStore()
  const storage = useGamesStore()

  function showError(err: unknown) {
    if (!storage.storageLost) snack.show(fmt.errorText(err), { error: true })
  }

  /** True while a sheet (modal dialog) is open: it shows a refusal of its own action inline. */
  const sheetOpen = (): boolean => openSheetCount.value > 0

  /** The action a sheet confirmed, while it is being stored. */
  let sheetRun: Promise<Entry> | null = null

  async function runOnce(action: GameAction): Promise<Entry> {
    try {
      const e = await store.dispatch(action)
      haptic()
      snack.show(fmt.describe(e), { undo: e.seq })
      return e
    } catch (err) {
      if (!sheetOpen()) showError(err)
      throw err
    }
  }

  /** Runs an action; rejects with the refusal (already shown). */
  function run(action: GameAction): Promise<Entry> {
    if (!sheetOpen()) return runOnce(action)
    if (sheetRun) return sheetRun
    const p = runOnce(action).finally(() => {
      if (sheetRun === p) sheetRun = null
    })
    sheetRun = p
    return p
  }

  /** Undo: without `seq` the newest action; with it exactly the action the snackbar names, or it says that is no longer the newest. */
  async function undo(seq?: number) {
    try {
      const e = await store.undo(seq)
      snack.show(t('game.undone', { what: fmt.describe(e) }))
    } catch (err) {
      showError(err)
    }
  }

  async function redo() {
    try {
      const e = await store.redo()
      snack.show(t('game.redone', { what: fmt.describe(e) }), { undo: e.seq })
    } catch (err) {
      showError(err)
    }
  }

  /** A joined phone's request the banker confirmed: said like his own tap (with Undo). */
  function booked(e: Entry) {
    haptic()
    snack.show(fmt.describe(e), { undo: e.seq })
  }

  return { run, undo, redo, booked }
}
