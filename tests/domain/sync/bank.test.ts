import { describe, expect, it } from 'vitest'
import { loadAnyModule, loadModule } from '@/domain/games'
import type { AnyGameModule } from '@/domain/games/contract'
import type { FreePlayAction } from '@/domain/games/freePlay/pack'
import { GAME_TYPES } from '@/domain/games/types'
import {
  BATCH_BYTES,
  catchUp,
  claimPlayer,
  decisionMessage,
  needsReset,
  requestAction,
  requestKindsOf,
  wireEntry,
  wireHead,
} from '@/domain/sync/bank'
import { SYNC_BATCH, type EntriesMessage, type HelloMessage } from '@/domain/sync/types'
import { parseBankMessage } from '@/domain/sync/protocol'
import { expectRuleError } from '../../helpers/ruleError'
import { bankGame } from './sim'

const freePlay: AnyGameModule = await loadModule('freePlay')
/** A free-play action where the type-erased module takes `{ type: string }`. */
const fpAct = (a: FreePlayAction): { type: string } => a
const config = freePlay.parseConfig({
  players: ['Anna', 'Ben', 'Cem'].map((name) => ({ id: name, name })),
  options: { salary: 200 },
})
const hello = (over: Partial<HelloMessage> = {}): HelloMessage => ({
  t: 'hello',
  v: 1,
  token: 't',
  device: 'd',
  game: 'bank-game',
  lastSeq: 0,
  undone: [],
  ...over,
})

/** A free-play bank with `n` payments after the 3 setup entries. */
function bankWith(n: number, note = '') {
  const bank = bankGame(freePlay, config)
  for (let i = 0; i < n; i++)
    bank.ledger.append(
      freePlay.plan(
        bank.ledger.state,
        fpAct({
          type: 'pay',
          from: i % 2 ? 'Anna' : 'Ben',
          to: i % 3 ? 'Cem' : 'bank',
          amount: 1,
          ...(note ? { note } : {}),
        }),
        config,
      ),
    )
  return bank
}

const sent = (msgs: ReturnType<typeof catchUp>) =>
  (msgs.slice(1) as EntriesMessage[]).flatMap((m) => m.entries.map((e) => e.seq))

describe('the bank’s answer to a hello', () => {
  it('resets a phone with no copy, another game, lastSeq 0, or entries and undone seqs the bank does not have', () => {
    const { ledger } = bankWith(5)
    expect(needsReset(hello({ game: null, lastSeq: 0 }), 'bank-game', ledger.head)).toBe(true)
    expect(needsReset(hello({ game: 'other', lastSeq: 8 }), 'bank-game', ledger.head)).toBe(true)
    expect(needsReset(hello({ lastSeq: 0 }), 'bank-game', ledger.head)).toBe(true)
    expect(needsReset(hello({ lastSeq: 9 }), 'bank-game', ledger.head)).toBe(true)
    expect(needsReset(hello({ lastSeq: 6, undone: [7] }), 'bank-game', ledger.head)).toBe(true)
    expect(needsReset(hello({ lastSeq: 8, undone: [4] }), 'bank-game', ledger.head)).toBe(false)
    expect(needsReset(hello({ lastSeq: 3 }), 'bank-game', ledger.head)).toBe(false)
  })

  it('sends every entry after the phone’s last seq and each older one whose flag the phone holds otherwise, in order, the head last', () => {
    const bank = bankWith(8)
    bank.ledger.undo()
    bank.ledger.undo()
    bank.ledger.redo()
    // entries 1–11; 11 undone, 10 redone. The phone holds 1–10 with 10 undone and 6 undone (a flag it has wrong)
    const msgs = catchUp(hello({ lastSeq: 10, undone: [6, 10] }), {
      game: bank.game,
      head: bank.ledger.head,
      entries: bank.ledger.entries,
      bankName: 'B',
    })
    expect(msgs[0]).toMatchObject({ t: 'welcome', reset: false, bankName: 'B' })
    expect(msgs.slice(1)).toEqual([
      {
        t: 'entries',
        entries: [6, 10, 11].map((s) => wireEntry(bank.ledger.entries[s - 1]!)),
        head: wireHead(bank.ledger.head),
      },
    ])
  })

  it('cuts a long catch-up into batches of at most SYNC_BATCH entries and BATCH_BYTES, and leaves nothing out', () => {
    const bank = bankWith(1300)
    const msgs = catchUp(hello({ game: null }), {
      game: bank.game,
      head: bank.ledger.head,
      entries: bank.ledger.entries,
      bankName: 'B',
    })
    expect(msgs.map((m) => (m.t === 'entries' ? m.entries.length : m.t))).toEqual([
      'welcome',
      SYNC_BATCH,
      SYNC_BATCH,
      303,
    ])
    expect(sent(msgs)).toEqual(bank.ledger.entries.map((e) => e.seq))
    expect(msgs.slice(1).map((m) => (m as EntriesMessage).head)).toEqual([null, null, wireHead(bank.ledger.head)])
    // long notes: the bytes close a batch first
    const wordy = bankWith(600, 'Ü'.repeat(150))
    const big = catchUp(hello({ game: null }), {
      game: wordy.game,
      head: wordy.ledger.head,
      entries: wordy.ledger.entries,
      bankName: 'B',
    })
    expect(big.length - 1).toBeGreaterThan(Math.ceil(wordy.ledger.entries.length / SYNC_BATCH))
    for (const m of big) expect(new TextEncoder().encode(JSON.stringify(m)).length).toBeLessThanOrEqual(BATCH_BYTES)
    expect(sent(big)).toEqual(wordy.ledger.entries.map((e) => e.seq))
  })

  it('sends the bank’s entries without its ids', () => {
    const bank = bankWith(1)
    const e = catchUp(hello(), {
      game: bank.game,
      head: bank.ledger.head,
      entries: bank.ledger.entries,
      bankName: 'B',
    })[1] as EntriesMessage
    expect(Object.keys(e.entries[3]!).sort()).toEqual(['info', 'isSetup', 'isUndone', 'kind', 'postings', 'seq', 'ts'])
  })
})

describe('requests from a phone', () => {
  it('ask for salary in free play only when its setup pays one (its bank screen has no Salary button otherwise)', () => {
    const fp = (salary: number) =>
      freePlay.parseConfig({
        players: [
          { id: 'Anna', name: 'Anna' },
          { id: 'Ben', name: 'Ben' },
        ],
        options: { salary },
      })
    expect(requestKindsOf(fp(200))).toEqual(['pay', 'salary'])
    expect(requestKindsOf(fp(0))).toEqual(['pay'])
  })
  it('are a player’s own payment or salary, where the game has them; none in a score pad', async () => {
    // the games whose kinds the rulebooks fix; a game added later is checked by the rule below alone
    const known: Partial<Record<string, readonly string[]>> = {
      freePlay: ['pay', 'salary'],
      dkt: ['pay', 'salary'],
      monopolyDe: ['pay', 'salary'],
      discretion: ['pay'],
      gmbh: [],
    }
    for (const type of GAME_TYPES) {
      const m = await loadAnyModule(type)
      const kinds = m.requestKinds(m.parseConfig(m.demoSetup()))
      if (known[type]) expect(kinds, type).toEqual(known[type])
      expect(
        kinds.every((k) => k === 'pay' || k === 'salary'),
        type,
      ).toBe(true)
      if (m.isScorePad) expect(kinds, type).toEqual([])
    }
    expect(requestAction({ type: 'pay', from: 'Anna', to: 'bank', amount: 50, note: 'Tax' }, 'Anna', config)).toEqual({
      type: 'pay',
      from: 'Anna',
      to: 'bank',
      amount: 50,
      note: 'Tax',
    })
    expect(requestAction({ type: 'salary', player: 'Anna' }, 'Anna', config)).toEqual({
      type: 'salary',
      player: 'Anna',
    })
    expectRuleError(
      () => requestAction({ type: 'pay', from: 'Ben', to: 'Anna', amount: 50 }, 'Anna', config),
      'syncRequestNotOwn',
      { player: 'Ben' },
    )
    expectRuleError(
      () => requestAction({ type: 'pay', from: 'bank', to: 'Anna', amount: 50 }, 'Anna', config),
      'syncRequestNotOwn',
      { player: 'bank' },
    )
    expectRuleError(() => requestAction({ type: 'salary', player: 'Cem' }, 'Anna', config), 'syncRequestNotOwn', {
      player: 'Cem',
    })
    expectRuleError(() => requestAction({ type: 'salary', player: 'Anna' }, null, config), 'syncNotClaimed')
    expectRuleError(
      () => requestAction({ type: 'salary', player: 'Anna' }, 'Anna', { ...config, type: 'discretion' }),
      'syncRequestUnavailable',
      { type: 'salary' },
    )
    expectRuleError(
      () => requestAction({ type: 'pay', from: 'Anna', to: 'Ben', amount: 1 }, 'Anna', { ...config, type: 'gmbh' }),
      'syncRequestUnavailable',
      { type: 'pay' },
    )
  })

  it('are answered in a decision the phone’s gate always takes, whatever the refusal carries', () => {
    expect(decisionMessage('r1', { ok: true })).toEqual({ t: 'decision', id: 'r1', ok: true })
    expect(decisionMessage('r2', { ok: false })).toEqual({ t: 'decision', id: 'r2', ok: false })
    expect(
      decisionMessage('r3', { ok: false, code: 'insufficientFunds', params: { account: 'Anna', shortfall: 20 } }),
    ).toEqual({
      t: 'decision',
      id: 'r3',
      ok: false,
      code: 'insufficientFunds',
      params: { account: 'Anna', shortfall: 20 },
    })
    const odd = decisionMessage('r4', {
      ok: false,
      code: 'storage failed!',
      params: {
        ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, i])),
        p0: 'x'.repeat(900),
        p1: true,
      },
    })
    expect(parseBankMessage(JSON.stringify(odd))).toEqual(odd)
    expect(odd).toMatchObject({ code: 'unexpected', params: { p0: 'x'.repeat(500), p1: 'true', p19: 19 } })
    expect(Object.keys(odd.params!)).toHaveLength(20)
  })

  it('come from a phone that claimed one of the game’s players', () => {
    expect(claimPlayer('Ben', config)).toBe('Ben')
    expectRuleError(() => claimPlayer('bank', config), 'unknownPlayer')
    expectRuleError(() => claimPlayer('Zed', config), 'unknownPlayer')
  })
})
