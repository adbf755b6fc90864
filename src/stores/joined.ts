import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import type { GameRecord } from '@/db'
import type { PlayerConfig } from '@/domain/games/types'
import type { RequestAction } from '@/domain/sync/types'
import type { Channel } from '@/net/channel'
import { PhoneSession, type JoinPhase, type OwnRequest } from '@/sync/phoneSession'

export type { JoinPhase, OwnRequest } from '@/sync/phoneSession'

/**
 * A player's phone at the table (issue 17) as the screens see it: a reactive view of one
 * PhoneSession (src/sync/phoneSession.ts) — the join, the replica it keeps in step, the claimed
 * player and the requests sent to the bank.
 */
export const useJoinedStore = defineStore('joined', () => {
  const session = new PhoneSession()
  const phase = shallowRef<JoinPhase>('idle')
  const answerCode = shallowRef<string | null>(null)
  const replicaId = shallowRef<string | null>(null)
  const copy = shallowRef<GameRecord | null>(null)
  const player = shallowRef<string | null>(null)
  /** The last failure (a refused code, a replica that could not be kept in step); null when none. */
  const error = shallowRef<unknown>(null)
  const requests = shallowRef<readonly OwnRequest[]>([])
  /** Why the bank ended the connection, when it did (`dropped` by the banker, `closed`: the table ended). */
  const byeReason = shallowRef<'dropped' | 'closed' | null>(null)
  /** Why the bank did not take this phone's last claim of a player (another phone holds that player; the banker said no). */
  const claimRefusal = shallowRef<unknown>(null)
  /** The players of the bank's game, to choose "Who are you?" from. */
  const players = computed<PlayerConfig[]>(() => copy.value?.config.players ?? [])
  /** The players out of the bank's game (bankrupt, left): not offered in "Who are you?". */
  const out = shallowRef<readonly string[]>([])
  /** The players still in the bank's game, the ones "Who are you?" offers (issue 35). */
  const inGame = computed(() => players.value.filter((p) => !out.value.includes(p.id)))
  const bankName = computed(() => copy.value?.copy?.bankName ?? '')
  session.onChange(() => {
    phase.value = session.phase
    answerCode.value = session.answerCode
    replicaId.value = session.replicaId
    copy.value = session.copy
    player.value = session.player
    error.value = session.error
    requests.value = session.requests
    byeReason.value = session.byeReason
    claimRefusal.value = session.claimRefusal
    if (session.out.join() !== out.value.join()) out.value = session.out
  })
  // this page goes away: the bank lists the phone as lost at once
  globalThis.addEventListener?.('pagehide', () => session.pageHidden())

  return {
    phase,
    answerCode,
    replicaId,
    copy,
    player,
    players,
    out,
    inGame,
    bankName,
    error,
    requests,
    byeReason,
    claimRefusal,
    startJoin: (inviteCode: string, copyOf?: string) => session.startJoin(inviteCode, copyOf),
    attach: (channel: Channel, token: string) => session.attach(channel, token),
    claim: (id: string) => session.claim(id),
    request: (action: RequestAction) => session.request(action),
    leave: () => session.leave(),
    settled: () => session.settled(),
    /** This phone's requests to a bank game, also from before a reload (not reactive while that game is not the one followed). */
    requestsFor: (of: string) => session.requestsFor(of),
  }
})
