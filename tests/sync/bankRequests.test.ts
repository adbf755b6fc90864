import { describe, expect, it } from 'vitest'
import * as protocol from '@/domain/sync/protocol'
import * as bank from '@/domain/sync/bank'
import { freePlayConfig } from '@/domain/games/freePlay'
import { loadModule, type GameAction } from '@/domain/games'
import type { Entry } from '@/domain/ledger/types'
import type { BankMessage } from '@/domain/sync/types'
import { RuleError } from '@/domain/errors'
import { BankRequests, MAX_PENDING_REQUESTS } from '@/sync/bankRequests'
import type { SyncParts } from '@/sync/parts'
import { expectRuleErrorAsync } from '../helpers/ruleError'

// what a phone may ask for is its game's module's (loaded while the bank's game is open)
await loadModule('freePlay')

const config = freePlayConfig({
  players: [
    { id: 'p1', name: 'Anna' },
    { id: 'p2', name: 'Ben' },
  ],
  salary: 200,
})

/** The queue over fake deps: what it replied to each phone, what it booked, and whether the game is on screen. */
function queue() {
  const replies: [string, BankMessage][] = []
  const booked: GameAction[] = []
  const claims: [string, string, boolean][] = []
  const state = { onScreen: true, refuse: null as RuleError | null, changes: 0 }
  const q = new BankRequests({
    game: () => ({ id: 'g', config }),
    parts: () => ({ protocol, bank }) as unknown as SyncParts,
    playerName: (p) => config.players.find((x) => x.id === p)?.name ?? null,
    phoneOf: (device) => Number(device.slice(1)),
    settleClaim: (device, player, admitted) => claims.push([device, player, admitted]),
    onScreen: () => state.onScreen,
    dispatch: async (a) => {
      if (state.refuse) throw state.refuse
      booked.push(a)
      return { seq: booked.length } as Entry
    },
    reply: (device, msg) => replies.push([device, msg]),
    changed: () => state.changes++,
  })
  return { q, replies, booked, state, claims }
}

describe('BankRequests: the requests waiting for the banker', () => {
  it('a request of the claimed player waits; one for another player or before a claim is refused at once', () => {
    const { q, replies, state } = queue()
    q.add('d1', 'p1', { t: 'request', id: 'a', action: { type: 'salary', player: 'p1' } })
    q.add('d1', 'p1', { t: 'request', id: 'a', action: { type: 'salary', player: 'p1' } })
    q.add('d1', 'p1', { t: 'request', id: 'b', action: { type: 'pay', from: 'p2', to: 'p1', amount: 5 } })
    q.add('d2', null, { t: 'request', id: 'c', action: { type: 'salary', player: 'p2' } })
    expect(q.all).toMatchObject([{ id: 'd1:a', device: 'd1', player: 'p1', playerName: 'Anna' }])
    expect(state.changes).toBe(1)
    expect(replies).toEqual([
      ['d1', { t: 'decision', id: 'b', ok: false, code: 'syncRequestNotOwn', params: { player: 'p2' } }],
      ['d2', { t: 'decision', id: 'c', ok: false, code: 'syncNotClaimed' }],
    ])
  })

  it(`at most ${MAX_PENDING_REQUESTS} wait per phone; more are declined at once`, () => {
    const { q, replies } = queue()
    for (let i = 0; i < MAX_PENDING_REQUESTS + 2; i++)
      q.add('d1', 'p1', { t: 'request', id: `r${i}`, action: { type: 'salary', player: 'p1' } })
    expect(q.all).toHaveLength(MAX_PENDING_REQUESTS)
    expect(replies.map(([, m]) => m)).toEqual([
      { t: 'decision', id: `r${MAX_PENDING_REQUESTS}`, ok: false },
      { t: 'decision', id: `r${MAX_PENDING_REQUESTS + 1}`, ok: false },
    ])
  })

  it('confirm books through dispatch and tells the phone; a refusal tells it why; off screen it waits', async () => {
    const { q, replies, booked, state } = queue()
    q.add('d1', 'p1', { t: 'request', id: 'a', action: { type: 'salary', player: 'p1' } })
    q.add('d1', 'p1', { t: 'request', id: 'b', action: { type: 'pay', from: 'p1', to: 'p2', amount: 9 } })
    state.onScreen = false
    await expectRuleErrorAsync(q.confirm('d1:a'), 'gameNotFound')
    expect(q.all.map((r) => r.id).sort()).toEqual(['d1:a', 'd1:b'])
    state.onScreen = true
    expect(await q.confirm('d1:a')).toEqual({ seq: 1 })
    expect(await q.confirm('d1:a')).toBeNull()
    state.refuse = new RuleError('insufficientFunds', { account: 'p1', shortfall: 1 })
    await expectRuleErrorAsync(q.confirm('d1:b'), 'insufficientFunds')
    expect(booked).toEqual([{ type: 'salary', player: 'p1' }])
    expect(replies.map(([, m]) => m)).toEqual([
      { t: 'decision', id: 'a', ok: true },
      { t: 'decision', id: 'b', ok: false, code: 'insufficientFunds', params: { account: 'p1', shortfall: 1 } },
    ])
    expect(q.all).toEqual([])
  })

  it('decline tells the phone; forget drops one phone’s requests or all, without an answer', () => {
    const { q, replies } = queue()
    q.add('d1', 'p1', { t: 'request', id: 'a', action: { type: 'salary', player: 'p1' } })
    q.add('d2', 'p2', { t: 'request', id: 'b', action: { type: 'salary', player: 'p2' } })
    q.add('d2', 'p2', { t: 'request', id: 'c', action: { type: 'salary', player: 'p2' } })
    q.decline('d2:b')
    expect(replies).toEqual([['d2', { t: 'decision', id: 'b', ok: false }]])
    q.forget('d2')
    expect(q.all.map((r) => r.id)).toEqual(['d1:a'])
    q.forget(null)
    expect(q.all).toEqual([])
    expect(replies).toHaveLength(1)
  })

  it('a phone’s ask to play as a held player waits (one per phone, the newest); Let in and Decline settle it, no booking', async () => {
    const { q, replies, booked, claims } = queue()
    q.askClaim('d2', 'p1')
    q.askClaim('d2', 'p2')
    expect(q.all).toMatchObject([
      {
        id: 'd2:claim',
        device: 'd2',
        phone: 2,
        player: 'p2',
        playerName: 'Ben',
        action: { type: 'claim', player: 'p2' },
      },
    ])
    expect(await q.confirm('d2:claim')).toBeNull()
    q.askClaim('d3', 'p1')
    q.decline('d3:claim')
    expect(claims).toEqual([
      ['d2', 'p2', true],
      ['d3', 'p1', false],
    ])
    expect(booked).toEqual([])
    expect(replies).toEqual([])
  })
})
