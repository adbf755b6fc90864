import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createPinia } from 'pinia'
import { allEntries, getDb, getHead, listReplicas, loadGame } from '@/db'
import { useGameStore } from '@/stores/game'
import { loadModule } from '@/domain/games'
import { SYNC_VERSION } from '@/domain/sync/types'
import { channelPair } from '@/net/loopback'
import { useGamesStore } from '@/stores/games'
import { freePlayConfig } from '@/domain/games/freePlay'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import {
  connect,
  replicaEquals,
  parsed,
  expectReplicaEquals,
  ledgerOf,
  newPhone,
  record,
  settle,
  startTable,
  until,
} from './tableHelpers'

vi.mock('@/net/rtc', () => import('./tableFakeRtc'))

async function joined() {
  const t = await startTable()
  const link = connect(t.table, t.phone)
  await until(() => t.phone.phase === 'connected', 'connected')
  await expectReplicaEquals(t.bankId, t.phone)
  return { ...t, ...link }
}

describe('joined phone: a read-only copy of the bank game', () => {
  it('connects: the welcome makes a copy equal to the bank, marked as a copy, with the players to choose from', async () => {
    const t = await joined()
    const replicaId = t.phone.replicaId!
    expect(replicaId).not.toBe(t.bankId)
    const { game, head } = await loadGame(getDb(), replicaId)
    expect(game.copy).toMatchObject({ of: t.bankId, player: null })
    expect(head.copyOf).toBe(t.bankId)
    expect(game.config).toEqual(t.bank.game!.config)
    expect(t.phone.players.map((p) => p.name)).toEqual(['Anna', 'Ben', 'Cem'])
    expect(t.table.peers).toEqual([
      { device: game.copy!.device, n: 1, player: null, playerName: null, connected: true },
    ])
  })

  it('follows every action, undo and redo of the bank: the whole ledger equal after each', async () => {
    const t = await joined()
    const steps: [string, () => Promise<unknown>][] = [
      ['pay', () => t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 100 })],
      ['salary', () => t.bank.dispatch({ type: 'salary', player: 'p3' })],
      ['undo', () => t.bank.undo()],
      ['undo', () => t.bank.undo()],
      ['redo', () => t.bank.redo()],
      ['pay to the bank (clears redo)', () => t.bank.dispatch({ type: 'pay', from: 'p2', to: 'bank', amount: 50 })],
      ['undo', () => t.bank.undo()],
      ['redo', () => t.bank.redo()],
    ]
    for (const [, run] of steps) {
      await run()
      await expectReplicaEquals(t.bankId, t.phone)
    }
    const replicaHead = await getHead(getDb(), t.phone.replicaId!)
    expect(replicaHead?.state.balances).toEqual({ bank: expect.any(Number), p1: 1400, p2: 1550, p3: 1500 })
  })

  it('a DKT game: buying, building, rent and their undo and redo reach the copy, the whole state (properties, buildings) equal', async () => {
    const dkt = await loadModule('dkt')
    const t = await startTable(
      dkt.parseConfig({
        players: ['Anna', 'Ben', 'Cem'].map((name, i) => ({
          id: `p${i + 1}`,
          name,
          color: ['#c00', '#0a0', '#00c'][i]!,
        })),
      }),
    )
    connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    const steps: (() => Promise<unknown>)[] = [
      ...['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'].map(
        (p) => () => t.bank.dispatch({ type: 'buy', player: 'p1', property: p }),
      ),
      () => t.bank.dispatch({ type: 'buy', player: 'p2', property: 'Murplatz' }),
      () => t.bank.dispatch({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] }),
      () => t.bank.undo(),
      () => t.bank.redo(),
      () => t.bank.dispatch({ type: 'build', property: 'Amtsplatz' }),
      () => t.bank.undo(),
      () => t.bank.undo(),
    ]
    for (const run of steps) {
      await run()
      await expectReplicaEquals(t.bankId, t.phone)
    }
    // a property game has pay and salary requests
    await t.phone.claim('p2')
    const asked = t.phone.request({ type: 'salary', player: 'p2' })
    await until(() => t.table.requests.length === 1)
    await t.table.confirm(t.table.requests[0]!.id)
    expect(await asked).toMatchObject({ status: 'confirmed' })
    await expectReplicaEquals(t.bankId, t.phone)
  })

  it('a score pad (GmbH) has no requests', async () => {
    const gmbh = await loadModule('gmbh')
    const t = await startTable(gmbh.parseConfig(gmbh.demoSetup()))
    connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    await expectReplicaEquals(t.bankId, t.phone)
    const first = t.phone.players[0]!.id
    await t.phone.claim(first)
    await expectRuleErrorAsync(
      t.phone.request({ type: 'pay', from: first, to: 'bank', amount: 1 }),
      'syncRequestUnavailable',
      { type: 'pay' },
    )
  })

  it('the copy open in the game screen follows the bank (its storage events), and refuses to be written', async () => {
    const t = await joined()
    const screen = useGameStore(t.phonePinia)
    await screen.open(t.phone.replicaId!)
    expect(screen.state).toEqual(t.bank.state)
    await t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p3', amount: 250 })
    // (how fast is the bench's figure: bench/sync.ts)
    await until(() => screen.state?.balances.p3 === 1750, 'the copy screen to show the payment')
    expect(screen.recent[0]?.kind).toBe('payment')
    await t.bank.undo()
    await until(() => screen.state?.balances.p3 === 1500, 'the copy screen to show the undo')
    expect(screen.state).toEqual(t.bank.state)
    expect(screen.canRedo).toBe(true)
    await expectRuleErrorAsync(screen.dispatch({ type: 'salary', player: 'p1' }), 'gameIsCopy')
    await expectRuleErrorAsync(screen.redo(), 'gameIsCopy')
    expect(screen.state).toEqual(t.bank.state)
  })

  it('claims a player: kept on the copy and shown by the bank beside the phone', async () => {
    const t = await joined()
    await t.phone.claim('p2')
    expect(t.phone.player).toBe('p2')
    expect((await loadGame(getDb(), t.phone.replicaId!)).game.copy?.player).toBe('p2')
    await until(() => t.table.peers[0]?.player === 'p2', 'the bank to show the claim')
    expect(t.table.peers[0]).toMatchObject({ player: 'p2', playerName: 'Ben', connected: true })
    await expectRuleErrorAsync(t.phone.claim('nobody'), 'unknownPlayer')
    expect(t.phone.player).toBe('p2')
  })

  it('a request confirmed by the banker becomes one entry on both sides; one declined changes nothing', async () => {
    const t = await joined()
    await t.phone.claim('p1')
    await until(() => t.table.peers[0]?.player === 'p1')
    const confirmed = t.phone.request({ type: 'pay', from: 'p1', to: 'p2', amount: 300, note: 'Miete' })
    await until(() => t.table.requests.length === 1, 'the request at the bank')
    const r = t.table.requests[0]!
    expect(r).toMatchObject({
      player: 'p1',
      playerName: 'Anna',
      action: { type: 'pay', from: 'p1', to: 'p2', amount: 300, note: 'Miete' },
    })
    const entry = await t.table.confirm(r.id)
    expect(entry?.kind).toBe('payment')
    expect(await confirmed).toMatchObject({ status: 'confirmed' })
    expect(t.table.requests).toEqual([])
    await expectReplicaEquals(t.bankId, t.phone)
    expect(t.bank.state?.balances).toMatchObject({ p1: 1200, p2: 1800 })
    // confirming the same request again does nothing
    expect(await t.table.confirm(r.id)).toBeNull()

    const before = await ledgerOf(t.bankId)
    const declined = t.phone.request({ type: 'salary', player: 'p1' })
    await until(() => t.table.requests.length === 1)
    t.table.decline(t.table.requests[0]!.id)
    expect(await declined).toMatchObject({ status: 'declined' })
    await settle()
    expect(await ledgerOf(t.bankId)).toEqual(before)
    expect(t.phone.requests.map((q) => q.status)).toEqual(['confirmed', 'declined'])
  })

  it('a request the rules refuse on Confirm comes back with the refusal and its figures', async () => {
    const t = await joined()
    await t.phone.claim('p3')
    const asked = t.phone.request({ type: 'pay', from: 'p3', to: 'p1', amount: 9000 })
    await until(() => t.table.requests.length === 1)
    const before = await ledgerOf(t.bankId)
    await expectRuleErrorAsync(t.table.confirm(t.table.requests[0]!.id), 'insufficientFunds', { shortfall: 7500 })
    expect(await asked).toMatchObject({ status: 'refused', code: 'insufficientFunds', params: { shortfall: 7500 } })
    expect(await ledgerOf(t.bankId)).toEqual(before)
    expect(t.table.requests).toEqual([])
  })

  it('a request for another player is refused on the phone, and by the bank when a phone sends it anyway', async () => {
    const t = await joined()
    await t.phone.claim('p1')
    await expectRuleErrorAsync(
      t.phone.request({ type: 'pay', from: 'p2', to: 'p1', amount: 100 }),
      'syncRequestNotOwn',
      { player: 'p2' },
    )
    await expectRuleErrorAsync(t.phone.request({ type: 'salary', player: 'p3' }), 'syncRequestNotOwn', { player: 'p3' })
    await until(() => t.table.peers[0]?.player === 'p1')
    // a phone that skips its own check: the bank refuses it and queues nothing
    const answers: unknown[] = []
    // the decisions (the bank's answer to the claim may come in between)
    t.phoneEnd.onMessage((m) => parsed(m).t === 'decision' && answers.push(parsed(m)))
    t.phoneEnd.send({ t: 'request', id: 'r1', action: { type: 'pay', from: 'p2', to: 'p1', amount: 100 } })
    t.phoneEnd.send({ t: 'request', id: 'r2', action: { type: 'salary', player: 'p2' } })
    await until(() => answers.length === 2, 'two decisions')
    expect(answers).toEqual([
      { t: 'decision', id: 'r1', ok: false, code: 'syncRequestNotOwn', params: { player: 'p2' } },
      { t: 'decision', id: 'r2', ok: false, code: 'syncRequestNotOwn', params: { player: 'p2' } },
    ])
    expect(t.table.requests).toEqual([])
  })

  it('a request before any player is claimed is refused', async () => {
    const t = await joined()
    await expectRuleErrorAsync(t.phone.request({ type: 'salary', player: 'p1' }), 'syncNotClaimed')
    const answers: unknown[] = []
    t.phoneEnd.onMessage((m) => answers.push(parsed(m)))
    t.phoneEnd.send({ t: 'request', id: 'r1', action: { type: 'salary', player: 'p1' } })
    await until(() => answers.length === 1)
    expect(answers[0]).toMatchObject({ t: 'decision', id: 'r1', ok: false, code: 'syncNotClaimed' })
    expect(t.table.requests).toEqual([])
  })

  it('loses the channel: phase lost, the copy stays as it was, a waiting request is unanswered', async () => {
    const t = await joined()
    await t.phone.claim('p1')
    const asked = t.phone.request({ type: 'salary', player: 'p1' })
    await until(() => t.table.requests.length === 1)
    const held = await ledgerOf(t.phone.replicaId!)
    t.bankEnd.close()
    expect(await asked).toMatchObject({ status: 'unanswered' })
    await until(() => t.phone.phase === 'lost', 'lost')
    await until(() => t.table.peers[0]?.connected === false, 'the bank to show the phone lost')
    await t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 10 })
    await settle()
    expect(await ledgerOf(t.phone.replicaId!)).toEqual(held)
    expect(t.phone.replicaId).not.toBeNull()
    await expectRuleErrorAsync(t.phone.request({ type: 'salary', player: 'p1' }), 'syncConnectFailed')
  })

  it('reconnects after missed steps, flips included: only what it lacks is sent, nothing applied twice', async () => {
    const t = await joined()
    await t.phone.claim('p2')
    for (let i = 0; i < 4; i++) await t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 10 + i })
    await expectReplicaEquals(t.bankId, t.phone)
    const replicaId = t.phone.replicaId!
    const heldSeqs = (await allEntries(getDb(), replicaId)).map((e) => e.seq)
    t.bankEnd.close()
    await until(() => t.phone.phase === 'lost')
    // missed: two undos of entries the phone holds as live, a redo of one, and a new action after them
    await t.bank.undo()
    await t.bank.undo()
    await t.bank.redo()
    await t.bank.dispatch({ type: 'salary', player: 'p2' })
    const again = connect(t.table, t.phone, 'tok2')
    await until(() => t.phone.phase === 'connected')
    await expectReplicaEquals(t.bankId, t.phone)
    // the same copy and the same player, told to the bank again
    expect(t.phone.replicaId).toBe(replicaId)
    await until(
      () => t.table.peers.length === 1 && t.table.peers[0]?.player === 'p2' && t.table.peers[0].connected,
      'the phone back at the bank',
    )
    const welcome = again.sent.find((m) => (m as { t: string }).t === 'welcome') as { reset: boolean }
    expect(welcome.reset).toBe(false)
    const sentSeqs = again.sent.flatMap((m) =>
      (m as { t: string }).t === 'entries' ? (m as { entries: { seq: number }[] }).entries.map((e) => e.seq) : [],
    )
    const newest = Math.max(...heldSeqs)
    // the flipped one (undone, the other undo was redone) and the new one: nothing it holds unchanged
    expect(sentSeqs).toEqual([newest, newest + 1])
    const seqs = (await allEntries(getDb(), replicaId)).map((e) => e.seq)
    expect(new Set(seqs).size).toBe(seqs.length)
  })

  it('a phone reloaded (a new store) continues its copy from the newest entry it holds, its player kept', async () => {
    const t = await joined()
    await t.phone.claim('p3')
    const replicaId = t.phone.replicaId!
    t.phoneEnd.close()
    await until(() => t.table.peers[0]?.connected === false)
    await t.bank.dispatch({ type: 'salary', player: 'p3' })
    const reloaded = newPhone(createPinia())
    const again = connect(t.table, reloaded, 'tok')
    await until(() => reloaded.phase === 'connected')
    await expectReplicaEquals(t.bankId, reloaded)
    expect(reloaded.replicaId).toBe(replicaId)
    expect(reloaded.player).toBe('p3')
    expect(
      again.sent
        .filter((m) => (m as { t: string }).t === 'entries')
        .flatMap((m) => (m as { entries: unknown[] }).entries),
    ).toHaveLength(1)
    expect(await listReplicas(getDb())).toHaveLength(1)
  })

  it('joining another game of the bank makes a second copy; the first stays as it was', async () => {
    const t = await joined()
    const first = t.phone.replicaId!
    const held = await ledgerOf(first)
    const games = useGamesStore(t.bankPinia)
    const other = await games.create(
      'Zweiter Abend',
      freePlayConfig({
        players: [
          { id: 'q1', name: 'Dora' },
          { id: 'q2', name: 'Emil' },
        ],
      }),
    )
    await t.bank.open(other.id)
    // opening another game ends the table: the phone hears why
    await until(() => t.phone.phase === 'lost', 'the table to end')
    expect(t.phone.byeReason).toBe('closed')
    connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    expect(t.phone.replicaId).not.toBe(first)
    await expectReplicaEquals(other.id, t.phone)
    expect(t.phone.players.map((p) => p.name)).toEqual(['Dora', 'Emil'])
    expect(await ledgerOf(first)).toEqual(held)
    expect((await listReplicas(getDb())).map((g) => g.copy?.of).sort()).toEqual([t.bankId, other.id].sort())
  })

  it('hostile bank messages are refused: the copy never takes them', async () => {
    const t = await joined()
    const replicaId = t.phone.replicaId!
    const held = await ledgerOf(replicaId)
    const { nextSeq, redo, liveActions, entryCount, state } = (await getHead(getDb(), replicaId))!
    const wireHead = { nextSeq: nextSeq + 1, redo, liveActions: liveActions + 1, entryCount: entryCount + 1, state }
    const entry = {
      seq: nextSeq,
      ts: 1,
      kind: 'payment',
      postings: [
        { account: 'p1', amount: -100 },
        { account: 'p2', amount: 100 },
      ],
      isSetup: false,
      isUndone: false,
    }
    const hostile: unknown[] = [
      'not json {',
      42,
      null,
      [],
      { t: 'nope' },
      { t: 'entries', entries: [{ ...entry, seq: -1 }], head: null },
      JSON.parse('{"t":"entries","entries":[],"head":null,"__proto__":{"polluted":1}}'),
      { t: 'entries', entries: Array.from({ length: 600 }, (_, i) => ({ ...entry, seq: nextSeq + i })), head: null },
      { t: 'decision', id: 'unknown', ok: true },
      { t: 'entries', entries: [{ ...entry, info: { x: 'y'.repeat(2_000_000) } }], head: null },
    ]
    for (const m of hostile) t.bankEnd.send(m as object)
    await settle(40)
    expect(await ledgerOf(replicaId)).toEqual(held)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(t.phone.phase).toBe('connected')
    // well-formed, but entries the bank never wrote: an unbalanced one, one with a head that does not
    // fit; refused, the phone asks for everything again and its copy is the bank's again
    const forged = [
      { t: 'entries', entries: [{ ...entry, postings: [{ account: 'p1', amount: -100 }] }], head: wireHead },
      {
        t: 'entries',
        entries: [entry],
        head: {
          nextSeq: nextSeq + 1,
          redo: [],
          liveActions: 1,
          entryCount: nextSeq,
          state: { balances: {}, data: null },
        },
      },
    ]
    const welcomes = () => t.sent.filter((m) => (m as { t?: string } | null)?.t === 'welcome').length
    for (const m of forged) {
      const asked = record(t.phoneEnd)
      const before = welcomes()
      t.bankEnd.send(m)
      await until(() => asked.some((a) => (a as { t: string }).t === 'hello'), 'a new hello')
      expect(asked.find((a) => (a as { t: string }).t === 'hello')).toMatchObject({ lastSeq: 0, undone: [] })
      await until(() => welcomes() === before + 1, 'the bank to answer')
      expect(t.sent.filter((w) => (w as { t?: string } | null)?.t === 'welcome').at(-1)).toMatchObject({ reset: true })
      await expectReplicaEquals(t.bankId, t.phone)
      expect(await ledgerOf(replicaId)).toEqual(held)
      expect(t.phone.replicaId).toBe(replicaId)
      expect(t.phone.phase).toBe('connected')
    }
    // a head-less batch waits for the head that ends its catch-up: the bank's next step brings one, and the forged entry is refused with it
    const asked = record(t.phoneEnd)
    const before = welcomes()
    t.bankEnd.send({ t: 'entries', entries: [{ ...entry, postings: [{ account: 'p1', amount: -100 }] }], head: null })
    await settle()
    expect(await ledgerOf(replicaId)).toEqual(held)
    await t.bank.dispatch({ type: 'salary', player: 'p1' })
    await until(() => welcomes() === before + 1, 'the resync')
    expect(asked.filter((a) => (a as { t: string }).t === 'hello')).toHaveLength(1)
    await expectReplicaEquals(t.bankId, t.phone)
  })

  it('a welcome that cannot be taken (a config the module refuses, another protocol version, unreadable): nothing written, the connection ends with the reason', async () => {
    const t = await startTable()
    const g = t.bank.game!
    const game = {
      id: g.id,
      name: g.name,
      type: g.type,
      config: g.config,
      createdAt: g.createdAt,
      initial: t.bank.head!.initial,
    }
    const cases: [unknown, string][] = [
      [
        {
          t: 'welcome',
          v: SYNC_VERSION,
          game: { ...game, config: { ...g.config, players: g.config.players.map((p) => ({ ...p, name: 'Anna' })) } },
          reset: true,
          bankName: 'Bank',
        },
        'syncMessageInvalid',
      ],
      [{ t: 'welcome', v: SYNC_VERSION + 1, game, reset: true, bankName: 'Bank' }, 'syncVersionUnsupported'],
      [
        { t: 'welcome', v: SYNC_VERSION, game: { ...game, type: 'chess' }, reset: true, bankName: 'Bank' },
        'syncMessageInvalid',
      ],
    ]
    for (const [welcome, code] of cases) {
      const [bankEnd, phoneEnd] = channelPair()
      const hellos: unknown[] = []
      bankEnd.onMessage((m) => hellos.push(parsed(m)))
      t.phone.attach(phoneEnd, 'tok')
      await until(() => hellos.length === 1, 'the hello')
      bankEnd.send(welcome as object)
      await until(() => t.phone.phase === 'lost', 'lost')
      expect((t.phone.error as { code?: string }).code).toBe(code)
      await until(() => !bankEnd.isOpen, 'the channel closed')
      expect(await listReplicas(getDb())).toEqual([])
    }
  })

  it('a wrong invite token: the bank says bye and closes, nothing is copied', async () => {
    const t = await startTable()
    const { sent } = connect(t.table, t.phone, 'stolen', 'tok')
    await until(() => t.phone.phase === 'lost', 'lost')
    expect(sent).toEqual([{ t: 'bye', reason: 'dropped' }])
    expect(t.phone.byeReason).toBe('dropped')
    expect(t.phone.replicaId).toBeNull()
    expect(await listReplicas(getDb())).toEqual([])
    expect(t.table.peers).toEqual([])
  })

  it('dropped by the banker: bye, the phone is lost and leaves the list with its requests', async () => {
    const t = await joined()
    await t.phone.claim('p1')
    const asked = t.phone.request({ type: 'salary', player: 'p1' })
    await until(() => t.table.requests.length === 1)
    t.table.drop(t.table.peers[0]!.device)
    expect(t.table.peers).toEqual([])
    expect(t.table.requests).toEqual([])
    expect(await asked).toMatchObject({ status: 'unanswered' })
    await until(() => t.phone.phase === 'lost')
    expect(t.phone.byeReason).toBe('dropped')
    expect(t.bankEnd.isOpen).toBe(false)
  })

  it('joins through the invite and answer codes, ending in the game', async () => {
    const t = await startTable()
    await t.table.startInvite()
    const code = t.table.invite!
    expect(code).toMatch(/^INVITE-/)
    await t.phone.startJoin(code)
    expect(t.phone.phase).toBe('answer')
    const answer = t.phone.answerCode!
    await t.table.acceptAnswer(answer)
    expect(t.table.invite).toBeNull()
    await until(() => t.phone.phase === 'connected')
    await expectReplicaEquals(t.bankId, t.phone)
  })

  it('leave(): the phone stops following, its copy stays', async () => {
    const t = await joined()
    const replicaId = t.phone.replicaId!
    t.phone.leave()
    expect(t.phone.phase).toBe('idle')
    await until(() => t.table.peers[0]?.connected === false)
    await t.bank.dispatch({ type: 'salary', player: 'p1' })
    await settle()
    expect(await replicaEquals(t.bankId, replicaId)).toBe(false)
    expect((await listReplicas(getDb())).map((g) => g.id)).toEqual([replicaId])
  })
})

describe('joined phone over random evenings', () => {
  it('after any mix of actions, undos, redos and lost connections the copy equals the bank, one hello per connection, no entry twice', async () => {
    type Op =
      | { t: 'pay'; from: number; to: number; amount: number }
      | { t: 'salary'; who: number }
      | { t: 'undo' }
      | { t: 'redo' }
      | { t: 'lose' }
      | { t: 'back' }
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        t: fc.constant('pay' as const),
        from: fc.integer({ min: 1, max: 3 }),
        to: fc.integer({ min: 0, max: 3 }),
        amount: fc.integer({ min: 1, max: 400 }),
      }),
      fc.record({ t: fc.constant('salary' as const), who: fc.integer({ min: 1, max: 3 }) }),
      fc.constant({ t: 'undo' as const }),
      fc.constant({ t: 'redo' as const }),
      fc.constant({ t: 'lose' as const }),
      fc.constant({ t: 'back' as const }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 12 }), async (ops) => {
        const t = await startTable()
        // what the phone sent on each connection
        const fromPhone: object[][] = []
        let link: ReturnType<typeof connect> | null = null
        const join = async () => {
          link = connect(t.table, t.phone, `tok${fromPhone.length}`)
          fromPhone.push(record(link.phoneEnd))
          await until(() => t.phone.phase === 'connected', 'connected')
        }
        await join()
        for (const o of ops) {
          if (o.t === 'lose' && link) {
            ;(link as ReturnType<typeof connect>).bankEnd.close()
            link = null
            await until(() => t.phone.phase === 'lost', 'lost')
          } else if (o.t === 'back' && !link) await join()
          else if (o.t === 'pay')
            await t.bank
              .dispatch({ type: 'pay', from: `p${o.from}`, to: o.to === 0 ? 'bank' : `p${o.to}`, amount: o.amount })
              .catch(() => undefined)
          else if (o.t === 'salary') await t.bank.dispatch({ type: 'salary', player: `p${o.who}` })
          else if (o.t === 'undo') await t.bank.undo().catch(() => undefined)
          else if (o.t === 'redo') await t.bank.redo().catch(() => undefined)
        }
        if (!link) await join()
        await expectReplicaEquals(t.bankId, t.phone)
        const seqs = (await allEntries(getDb(), t.phone.replicaId!)).map((e) => e.seq)
        expect(new Set(seqs).size).toBe(seqs.length)
        // every catch-up fitted at once: no connection needed a second hello (a resync)
        expect(fromPhone.map((sent) => sent.filter((m) => (m as { t: string }).t === 'hello').length)).toEqual(
          fromPhone.map(() => 1),
        )
        getDb().close()
      }),
      { numRuns: 8 },
    )
  })
})
