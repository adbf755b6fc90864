import { defineStore } from 'pinia'
import { shallowRef, watch } from 'vue'
import { getDb, loadGame } from '@/db'
import type { GameAction } from '@/domain/games'
import { BankTable } from '@/sync/bankTable'
import type { TablePeer } from '@/sync/bankTable'
import type { TableRequest } from '@/sync/bankRequests'
import { useGameStore } from './game'

export { MAX_PENDING_REQUESTS, type TableRequest } from '@/sync/bankRequests'
export { HELLO_MS, MAX_HELLOS, type TablePeer } from '@/sync/bankTable'

/**
 * The bank's side of the table (issue 17) as the screens see it: a reactive view of one BankTable
 * session (src/sync/bankTable.ts) over the game store — the game on screen, its ledger's steps,
 * and its dispatch for a confirmed request. Closes every channel when another game is opened, or
 * when the page goes away.
 */
export const useTableStore = defineStore('table', () => {
  // taken in the setup: the actions run with this store's Pinia whichever is active later
  const gameStore = useGameStore()
  const session = new BankTable({
    open: () => (gameStore.game ? { game: gameStore.game, head: gameStore.head } : null),
    load: (id) => loadGame(getDb(), id),
    entryChunks: (id) => gameStore.entryChunks(id),
    dispatch: (action: GameAction) => gameStore.dispatch(action),
  })

  const gameId = shallowRef<string | null>(null)
  const invite = shallowRef<string | null>(null)
  const inviting = shallowRef(false)
  const peers = shallowRef<readonly TablePeer[]>([])
  const requests = shallowRef<readonly TableRequest[]>([])
  /** The name the phones see for this bank (their copies keep it). */
  const bankName = shallowRef('')
  session.onChange(() => {
    gameId.value = session.gameId
    invite.value = session.invite
    inviting.value = session.inviting
    peers.value = session.peers
    requests.value = session.requests
  })
  watch(bankName, (name) => (session.bankName = name))

  gameStore.onLedger((e) => session.onLedger(e))
  watch(
    () => gameStore.game,
    (g) => session.gameShown(g),
  )
  // the bank's page goes away (reload, closed tab): the phones hear it at once instead of after the connection's timeout
  globalThis.addEventListener?.('pagehide', () => session.end())

  return {
    gameId,
    invite,
    inviting,
    peers,
    requests,
    bankName,
    startInvite: () => session.startInvite(),
    cancelInvite: () => session.cancelInvite(),
    acceptAnswer: (code: string) => session.acceptAnswer(code),
    attach: (...a: Parameters<BankTable['attach']>) => session.attach(...a),
    confirm: (id: string) => session.confirm(id),
    decline: (id: string) => session.decline(id),
    drop: (device: string) => session.drop(device),
    end: () => session.end(),
  }
})
