import { describe, expect, it, vi } from 'vitest'
import { createPinia } from 'pinia'
import { commitAction, createGame, getDb, undo as dbUndo } from '@/db'
import { anyModule, type GameAction } from '@/domain/games'
import { SYNC_BATCH, SYNC_VERSION } from '@/domain/sync/types'
import { channelPair } from '@/net/loopback'
import { HELLO_MS, MAX_HELLOS, MAX_PENDING_REQUESTS } from '@/stores/table'
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

/** A phone that speaks the protocol by hand (what a hostile or broken phone could send). */
function rawPhone(table: Awaited<ReturnType<typeof startTable>>['table'], token = 'tok') {
  const [bankEnd, phoneEnd] = channelPair()
  const got: { t: string; [k: string]: unknown }[] = []
  phoneEnd.onMessage((m) => got.push(parsed(m)))
  table.attach(bankEnd, token)
  const hello = (over: Record<string, unknown> = {}) =>
    phoneEnd.send({
      t: 'hello',
      v: SYNC_VERSION,
      token,
      device: 'raw-phone',
      game: null,
      lastSeq: 0,
      undone: [],
      ...over,
    })
  return { bankEnd, phoneEnd, got, hello }
}

describe('table store: the bank side of the table', () => {
  it('keeps one invite at a time: a new one replaces the old, an unreadable answer leaves it pending, a failed connection or cancel ends it', async () => {
    const t = await startTable()
    await t.table.startInvite()
    const first = t.table.invite!
    await t.table.startInvite()
    const second = t.table.invite!
    expect(second).not.toBe(first)
    // a phone that scanned the replaced invite cannot connect with it
    const late = newPhone(createPinia())
    await late.startJoin(first)
    await expectRuleErrorAsync(t.table.acceptAnswer(late.answerCode!), 'syncCodeInvalid')
    await expectRuleErrorAsync(t.table.acceptAnswer('garbage'), 'syncCodeInvalid')
    expect(t.table.invite).toBe(second)
    await t.phone.startJoin(second)
    await t.table.acceptAnswer(t.phone.answerCode!)
    expect(t.table.invite).toBeNull()
    await until(() => t.phone.phase === 'connected')
    expect(late.phase).toBe('answer')
    // a phone that gave up before the bank took its answer: the connection fails and the invite is spent
    await t.table.startInvite()
    const gone = newPhone(createPinia())
    await gone.startJoin(t.table.invite!)
    const answer = gone.answerCode!
    gone.leave()
    await expectRuleErrorAsync(t.table.acceptAnswer(answer), 'syncConnectFailed')
    expect(t.table.invite).toBeNull()
    await t.table.startInvite()
    t.table.cancelInvite()
    expect(t.table.invite).toBeNull()
    await expectRuleErrorAsync(t.table.acceptAnswer('ANSWER-x'), 'syncCodeInvalid')
    expect(t.table.peers).toHaveLength(1)
  })

  it('refuses to invite from a game that is not open, or from a copy', async () => {
    const t = await startTable()
    connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    const screen = (await import('@/stores/game')).useGameStore(t.phonePinia)
    await screen.open(t.phone.replicaId!)
    const other = (await import('@/stores/table')).useTableStore(t.phonePinia)
    await expectRuleErrorAsync(other.startInvite(), 'gameIsCopy')
    screen.close()
    await expectRuleErrorAsync(other.startInvite(), 'gameNotFound')
  })

  it('every step reaches every phone; dropping one leaves the other in step', async () => {
    const t = await startTable()
    connect(t.table, t.phone, 'a')
    // the second phone speaks the protocol by hand (one database here holds one phone's copies)
    const other = rawPhone(t.table, 'b')
    other.hello({ device: 'phone-b' })
    await until(
      () => t.phone.phase === 'connected' && other.got.some((m) => m.t === 'entries' && m.head !== null),
      'both phones caught up',
    )
    await t.phone.claim('p1')
    other.phoneEnd.send({ t: 'claim', player: 'p2' })
    await until(
      () =>
        t.table.peers
          .map((p) => p.playerName)
          .sort()
          .join() === 'Anna,Ben',
      'both claims',
    )
    await until(() => other.got.some((m) => m.t === 'claimed'), 'the claim answered')
    other.got.length = 0
    await t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 40 })
    const heads = [t.bank.head!]
    await t.bank.undo()
    heads.push(t.bank.head!)
    await t.bank.redo()
    heads.push(t.bank.head!)
    await expectReplicaEquals(t.bankId, t.phone)
    await until(() => other.got.length === 3, 'three steps at the second phone')
    // each step one message: its entry and the bank's head after it
    expect(
      other.got.map((m) => [
        (m.entries as { seq: number; isUndone: boolean }[]).map((e) => [e.seq, e.isUndone]),
        (m.head as { liveActions: number }).liveActions,
      ]),
    ).toEqual([
      [[[heads[0]!.nextSeq - 1, false]], heads[0]!.liveActions],
      [[[heads[0]!.nextSeq - 1, true]], heads[1]!.liveActions],
      [[[heads[0]!.nextSeq - 1, false]], heads[2]!.liveActions],
    ])
    expect(other.got.at(-1)!.head).toEqual({
      nextSeq: heads[2]!.nextSeq,
      redo: heads[2]!.redo,
      liveActions: heads[2]!.liveActions,
      entryCount: heads[2]!.entryCount,
      state: heads[2]!.state,
    })
    t.table.drop(t.table.peers.find((p) => p.player === 'p1')!.device)
    expect(t.table.peers.map((p) => p.playerName)).toEqual(['Ben'])
    await t.bank.dispatch({ type: 'salary', player: 'p2' })
    await until(() => other.got.length === 4, 'the step after the drop')
    await until(() => t.phone.phase === 'lost', 'the dropped phone lost')
    expect(t.phone.byeReason).toBe('dropped')
  })

  /** Holds each read of the bank's entries until the test lets it go (the catch-up's reads, one after the other). */
  function gatedReads(bank: Awaited<ReturnType<typeof startTable>>['bank']) {
    const gates: (() => void)[] = []
    const read = bank.entryChunks.bind(bank)
    const spy = vi.spyOn(bank, 'entryChunks').mockImplementation(async function* (
      id: string,
      after?: number,
      size?: number,
    ) {
      await new Promise<void>((r) => gates.push(r))
      yield* read(id, after, size)
    })
    return { spy, release: () => gates.shift()?.() }
  }

  /** Five steps of the bank: an action, undo, an action, undo, redo. */
  async function fiveSteps(bank: Awaited<ReturnType<typeof startTable>>['bank']) {
    await bank.dispatch({ type: 'salary', player: 'p1' })
    await bank.undo()
    await bank.dispatch({ type: 'pay', from: 'p2', to: 'p1', amount: 5 })
    await bank.undo()
    await bank.redo()
  }

  it('a catch-up that steps overlap reads again: the phone takes one consistent catch-up, one hello', async () => {
    const t = await startTable()
    for (let i = 0; i < 30; i++) await t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p3', amount: i + 1 })
    const reads = gatedReads(t.bank)
    const { phoneEnd, sent } = connect(t.table, t.phone)
    const fromPhone = record(phoneEnd)
    await until(() => reads.spy.mock.calls.length === 1, 'the first read')
    await fiveSteps(t.bank)
    reads.release()
    await until(() => reads.spy.mock.calls.length === 2, 'the second read')
    reads.release()
    await until(() => replicaEquals(t.bankId, t.phone.replicaId), 'the copy equal to the bank')
    await settle()
    await expectReplicaEquals(t.bankId, t.phone)
    expect(fromPhone.filter((m) => (m as { t: string }).t === 'hello')).toHaveLength(1)
    // the welcome and one batch with the head: no step sent apart
    expect(sent.map((m) => (m as { t: string }).t)).toEqual(['welcome', 'entries'])
  })

  it('steps during every read follow the catch-up in order: the copy equal at the end, one hello', async () => {
    const t = await startTable()
    for (let i = 0; i < 30; i++) await t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p3', amount: i + 1 })
    const reads = gatedReads(t.bank)
    const { phoneEnd, sent } = connect(t.table, t.phone)
    const fromPhone = record(phoneEnd)
    for (let n = 1; n <= 3; n++) {
      await until(() => reads.spy.mock.calls.length === n, `read ${n}`)
      await fiveSteps(t.bank)
      reads.release()
    }
    // after the third read the five steps of that read follow the catch-up
    await until(() => sent.length === 2 + 5, 'the catch-up and the steps after it')
    await settle()
    await expectReplicaEquals(t.bankId, t.phone)
    expect(fromPhone.filter((m) => (m as { t: string }).t === 'hello')).toHaveLength(1)
    const heads = sent
      .filter((m) => (m as { t: string }).t === 'entries')
      .map((m) => (m as { head: unknown }).head !== null)
    expect(heads).toEqual([...Array<boolean>(5).fill(false), true])
  })

  it('a write from another tab (a reload of the ledger) is caught up on each phone', async () => {
    const t = await startTable()
    connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    const config = t.bank.game!.config
    const m = anyModule('freePlay')
    const salary: GameAction = { type: 'salary', player: 'p2' }
    // written past the bank's store, as another tab would: the store reports a reload
    await commitAction(getDb(), t.bankId, (s) => m.plan(s, salary, config), m.admitOptions(config))
    await until(() => t.bank.state?.balances.p2 === 1700, 'the bank store to follow')
    await expectReplicaEquals(t.bankId, t.phone)
    await dbUndo(getDb(), t.bankId)
    await until(() => t.bank.state?.balances.p2 === 1500, 'the bank store to follow the undo')
    await expectReplicaEquals(t.bankId, t.phone)
  })

  it('a request waits while the bank game is not on screen, and is confirmed once it is', async () => {
    const t = await startTable()
    connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    await t.phone.claim('p1')
    const asked = t.phone.request({ type: 'salary', player: 'p1' })
    await until(() => t.table.requests.length === 1)
    const id = t.table.requests[0]!.id
    t.bank.close()
    await expectRuleErrorAsync(t.table.confirm(id), 'gameNotFound')
    expect(t.table.requests.map((r) => r.id)).toEqual([id])
    await t.bank.open(t.bankId)
    await t.table.confirm(id)
    expect(await asked).toMatchObject({ status: 'confirmed' })
    await expectReplicaEquals(t.bankId, t.phone)
  })

  it('a wrong token, or no hello at all before it: bye and the channel closed', async () => {
    const t = await startTable()
    const thief = rawPhone(t.table, 'tok')
    thief.phoneEnd.send({ t: 'claim', player: 'p1' })
    thief.phoneEnd.send({ t: 'request', id: 'x', action: { type: 'salary', player: 'p1' } })
    thief.hello({ token: 'guessed' })
    await until(() => !thief.phoneEnd.isOpen, 'closed')
    expect(thief.got).toEqual([{ t: 'bye', reason: 'dropped' }])
    expect(t.table.peers).toEqual([])
    expect(t.table.requests).toEqual([])
  })

  it('a channel that says no hello within HELLO_MS is closed', async () => {
    const t = await startTable()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const silent = rawPhone(t.table)
      await vi.advanceTimersByTimeAsync(HELLO_MS - 100)
      expect(silent.phoneEnd.isOpen).toBe(true)
      await vi.advanceTimersByTimeAsync(200)
      expect(silent.got).toEqual([{ t: 'bye', reason: 'dropped' }])
      expect(silent.phoneEnd.isOpen).toBe(false)
      expect(t.table.peers).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('a hostile phone never changes the bank: refused messages, a request flood, foreign ids', async () => {
    const t = await startTable()
    const before = await ledgerOf(t.bankId)
    const state = structuredClone(t.bank.state)
    const raw = rawPhone(t.table)
    raw.hello()
    await until(() => raw.got.some((m) => m.t === 'entries' && m.head !== null), 'the catch-up')
    expect(raw.got[0]).toMatchObject({ t: 'welcome', reset: true, game: { id: t.bankId } })
    raw.got.length = 0
    const hostile: unknown[] = [
      'x',
      7,
      null,
      [],
      { t: 'hello', v: 2, token: 'tok', device: 'raw-phone', game: null, lastSeq: 0, undone: [] },
      { t: 'welcome', v: SYNC_VERSION, game: {}, reset: true, bankName: '' },
      { t: 'entries', entries: [], head: null },
      { t: 'claim', player: 'bank' },
      { t: 'claim', player: 'nobody' },
      { t: 'claim', player: 'p1'.repeat(100) },
      JSON.parse('{"t":"claim","player":"p1","__proto__":{"admin":true}}'),
      { t: 'request', id: 'a', action: { type: 'pay', from: 'p1', to: 'p2', amount: 100 } },
    ]
    for (const m of hostile) raw.phoneEnd.send(m as object)
    await settle(30)
    // nothing was claimed, so the one well-formed request was refused
    expect(t.table.peers).toEqual([{ device: 'raw-phone', n: 1, player: null, playerName: null, connected: true }])
    expect(raw.got).toEqual([{ t: 'decision', id: 'a', ok: false, code: 'syncNotClaimed' }])
    raw.got.length = 0
    raw.phoneEnd.send({ t: 'claim', player: 'p1' })
    const bad = [
      { type: 'pay', from: 'p1', to: 'p2', amount: -5 },
      { type: 'pay', from: 'p1', to: 'p2', amount: 1.5 },
      { type: 'pay', from: 'bank', to: 'p1', amount: 100 },
      { type: 'pay', from: 'p1', to: 'p2', amount: 100, note: 'n'.repeat(5000) },
      { type: 'buy', player: 'p1', square: 3 },
      { type: 'salary', player: 'p2' },
    ]
    bad.forEach((action, i) => raw.phoneEnd.send({ t: 'request', id: `bad${i}`, action }))
    // a flood of well-formed requests: only MAX_PENDING_REQUESTS wait, the rest are declined at once
    for (let i = 0; i < MAX_PENDING_REQUESTS + 5; i++)
      raw.phoneEnd.send({ t: 'request', id: `f${i}`, action: { type: 'salary', player: 'p1' } })
    // the same request id again is the same request
    raw.phoneEnd.send({ t: 'request', id: 'f0', action: { type: 'salary', player: 'p1' } })
    await settle(30)
    expect(t.table.requests).toHaveLength(MAX_PENDING_REQUESTS)
    const decisions = raw.got.filter((m) => m.t === 'decision')
    expect(decisions.map((d) => d.id)).toEqual([
      'bad2',
      'bad5',
      ...Array.from({ length: 5 }, (_, i) => `f${MAX_PENDING_REQUESTS + i}`),
    ])
    expect(decisions.every((d) => d.ok === false)).toBe(true)
    expect(decisions.slice(0, 2).map((d) => d.code)).toEqual(['syncRequestNotOwn', 'syncRequestNotOwn'])
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
    expect(await ledgerOf(t.bankId)).toEqual(before)
    expect(t.bank.state).toEqual(state)
    // declining them all leaves the bank as it was
    for (const r of [...t.table.requests]) t.table.decline(r.id)
    expect(t.table.requests).toEqual([])
    expect(await ledgerOf(t.bankId)).toEqual(before)
  })

  it('a phone that keeps saying hello (each one reads the whole ledger) is dropped', async () => {
    const t = await startTable()
    const raw = rawPhone(t.table)
    for (let i = 0; i <= MAX_HELLOS; i++) raw.hello()
    await until(() => !raw.phoneEnd.isOpen, 'dropped')
    expect(raw.got.at(-1)).toEqual({ t: 'bye', reason: 'dropped' })
    expect(raw.got.filter((m) => m.t === 'welcome').length).toBeLessThanOrEqual(MAX_HELLOS)
    expect(t.table.peers).toMatchObject([{ device: 'raw-phone', connected: false }])
  })

  it('the page going away (pagehide) ends the table with a bye to each phone, and closes the phone end too', async () => {
    // one page here holds both: the bank's bye goes out, and the phone's own listener closes its end
    const page = new EventTarget()
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page))
    try {
      const t = await startTable()
      const { sent, bankEnd } = connect(t.table, t.phone)
      await until(() => t.phone.phase === 'connected')
      page.dispatchEvent(new Event('pagehide'))
      expect(sent.at(-1)).toEqual({ t: 'bye', reason: 'closed' })
      expect(bankEnd.isOpen).toBe(false)
      await until(() => t.phone.phase === 'lost', 'lost')
      expect(t.table.peers).toEqual([])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a phone that comes back on a new channel replaces its lost one and keeps its player', async () => {
    const t = await startTable()
    const first = connect(t.table, t.phone, 'a')
    await until(() => t.phone.phase === 'connected')
    await t.phone.claim('p3')
    await until(() => t.table.peers[0]?.player === 'p3')
    first.bankEnd.close()
    await until(() => t.phone.phase === 'lost')
    expect(t.table.peers).toMatchObject([{ player: 'p3', connected: false }])
    connect(t.table, t.phone, 'b')
    await until(() => t.phone.phase === 'connected')
    expect(t.table.peers).toMatchObject([{ player: 'p3', playerName: 'Cem', connected: true }])
  })

  it('catches up a long game in batches (more entries than one message carries)', async () => {
    const t = await startTable()
    const config = t.bank.game!.config
    const m = anyModule('freePlay')
    // more entries than one message carries (SYNC_BATCH), written at once (as setup entries: one transaction), then a few actions and an undo
    const drafts = Array.from({ length: SYNC_BATCH + 150 }, (_, i) => ({
      kind: 'salary',
      postings: [
        { account: 'bank', amount: -1 - (i % 7) },
        { account: `p${(i % 3) + 1}`, amount: 1 + (i % 7) },
      ],
    }))
    const long = await createGame(getDb(), {
      name: 'Lang',
      config,
      initial: m.initialState(config),
      setup: drafts,
      admitOptions: m.admitOptions(config),
    })
    await t.bank.open(long.id)
    await t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 7 })
    await t.bank.dispatch({ type: 'salary', player: 'p3' })
    await t.bank.undo()
    const { sent } = connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    await expectReplicaEquals(long.id, t.phone)
    const batches = sent.filter((x) => (x as { t: string }).t === 'entries') as { entries: unknown[]; head: unknown }[]
    expect(batches.length).toBeGreaterThanOrEqual(2)
    expect(batches.every((b) => b.entries.length <= SYNC_BATCH)).toBe(true)
    expect(batches.reduce((n, b) => n + b.entries.length, 0)).toBe(SYNC_BATCH + 150 + 2)
    expect(batches.slice(0, -1).every((b) => b.head === null)).toBe(true)
    expect(batches.at(-1)!.head).not.toBeNull()
  })
})
