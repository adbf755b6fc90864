import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allEntries,
  applyReplica,
  commitAction,
  replicaHello,
  createGame,
  findReplica,
  listReplicas,
  loadGame,
  redo,
  setReplicaPlayer,
  undo,
  undoneSeqsOf,
  verifyGame,
  writeReplica,
  type TischbankDb,
} from '@/db'
import { isRuleError } from '@/domain/errors'
import { loadModule } from '@/domain/games'
import type { AnyGameModule } from '@/domain/games/contract'
import type { FreePlayAction } from '@/domain/games/freePlay/pack'
import { catchUp, liveMessage, wireEntry, wireGame, wireHead } from '@/domain/sync/bank'
import { parseBankMessage } from '@/domain/sync/protocol'
import { SYNC_VERSION, type EntriesMessage, type WelcomeMessage } from '@/domain/sync/types'
import { freshDb } from '../helpers/db'
import { expectRuleErrorAsync } from '../helpers/ruleError'

const freePlay: AnyGameModule = await loadModule('freePlay')
/** A free-play action where the type-erased module takes `{ type: string }`. */
const fpAct = (a: FreePlayAction): { type: string } => a
const config = freePlay.parseConfig({
  players: ['Anna', 'Ben', 'Cem'].map((name) => ({ id: name, name })),
  options: { salary: 200 },
})
const opts = freePlay.admitOptions(config)

type Action = { type: 'pay'; from: string; to: string; amount: number } | { type: 'salary'; player: string }

/** The bank device: a free-play game in its own database, played through the repository as the game store does. */
async function bankDevice() {
  const db = freshDb(false)
  const game = await createGame(db, {
    name: 'Evening',
    config,
    initial: freePlay.initialState(config),
    setup: freePlay.setupDrafts(config, Math.random),
    admitOptions: opts,
  })
  const act = (a: Action) => commitAction(db, game.id, (s) => freePlay.plan(s, a, config), opts)
  const answer = async (h: { game: string | null; lastSeq: number; undone: number[] }) => {
    const { game: g, head } = await loadGame(db, game.id)
    return catchUp(
      { t: 'hello', v: SYNC_VERSION, token: 't', device: 'phone', ...h },
      { game: wireGame(g, head.initial), head, entries: await allEntries(db, game.id), bankName: 'Bank tablet' },
    )
  }
  return { db, id: game.id, act, answer }
}

/**
 * The phone: connects as the joined store does — hello from its copy, welcome → writeReplica, the
 * catch-up's batches kept until the one with the bank's head and then applied together (or each
 * on its own, `oneByOne`); one resync with lastSeq 0.
 */
async function connect(
  phone: TischbankDb,
  bank: Awaited<ReturnType<typeof bankDevice>>,
  oneByOne = false,
): Promise<string> {
  let replicaId = ''
  for (let attempt = 0; attempt < 2; attempt++) {
    const h = await replicaHello(phone, bank.id)
    let resync = false
    let batch: EntriesMessage[] = []
    for (const raw of await bank.answer(attempt ? { ...h, lastSeq: 0 } : h)) {
      const msg = parseBankMessage(JSON.stringify(raw))
      if (msg.t === 'welcome') replicaId = (await writeReplica(phone, msg, { device: 'phone-1' }, freePlay)).id
      else if (msg.t === 'entries') {
        batch.push(msg)
        if (!oneByOne && msg.head === null) continue
        const r = await applyReplica(phone, replicaId, batch, freePlay)
        batch = []
        if (r.kind === 'resync') {
          resync = true
          break
        }
      }
    }
    if (!resync) return replicaId
  }
  throw new Error('the copy did not follow after a reset')
}

/** The whole copy equals the bank's game: head (position, counts, redo, state), every entry with its flag, and its fold. */
async function expectReplicaEquals(
  phone: TischbankDb,
  replicaId: string,
  bank: Awaited<ReturnType<typeof bankDevice>>,
) {
  const [c, b] = [await loadGame(phone, replicaId), await loadGame(bank.db, bank.id)]
  expect(wireHead(c.head)).toEqual(wireHead(b.head))
  expect(c.head.initial).toEqual(b.head.initial)
  expect(c.head.copyOf).toBe(bank.id)
  expect((await allEntries(phone, replicaId)).map(wireEntry)).toEqual(
    (await allEntries(bank.db, bank.id)).map(wireEntry),
  )
  expect((await verifyGame(phone, replicaId)).ok).toBe(true)
}

describe('a joined phone’s copy in its own database', () => {
  it('is created by the welcome, follows every live step in one transaction each, and equals the bank', async () => {
    const bank = await bankDevice()
    const phone = freshDb(false)
    await bank.act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 120 })
    const replicaId = await connect(phone, bank)
    await expectReplicaEquals(phone, replicaId, bank)
    const { game } = (await findReplica(phone, bank.id))!
    expect(game).toMatchObject({
      id: replicaId,
      name: 'Evening',
      type: 'freePlay',
      config,
      copy: { of: bank.id, bankName: 'Bank tablet', device: 'phone-1', player: null },
    })
    const live = async (c: Awaited<ReturnType<typeof undo>>) =>
      applyReplica(
        phone,
        replicaId,
        parseBankMessage(JSON.stringify(liveMessage(c.entry, c.head))) as EntriesMessage,
        freePlay,
      )
    expect(await live(await bank.act({ type: 'salary', player: 'Cem' }))).toMatchObject({
      kind: 'applied',
      synced: true,
      added: [{ seq: 5, gameId: replicaId }],
    })
    expect(await live(await undo(bank.db, bank.id))).toMatchObject({
      kind: 'applied',
      synced: true,
      flipped: [{ seq: 5, isUndone: true }],
    })
    expect(await live(await undo(bank.db, bank.id))).toMatchObject({
      kind: 'applied',
      synced: true,
      flipped: [{ seq: 4, isUndone: true }],
    })
    expect(await live(await redo(bank.db, bank.id))).toMatchObject({ kind: 'applied', synced: true })
    await expectReplicaEquals(phone, replicaId, bank)
    expect(await undoneSeqsOf(phone, replicaId)).toEqual([5])
    expect(await replicaHello(phone, bank.id)).toEqual({ game: bank.id, lastSeq: 5, undone: [5] })
  })

  it('refuses every action, undo and redo on the copy (gameIsCopy), by either commit path, and changes nothing', async () => {
    const bank = await bankDevice()
    await bank.act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 10 })
    await bank.act({ type: 'pay', from: 'Ben', to: 'Cem', amount: 10 })
    await undo(bank.db, bank.id)
    const phone = freshDb(false)
    const replicaId = await connect(phone, bank)
    const { head } = await loadGame(phone, replicaId)
    const plan = (s: Parameters<typeof freePlay.plan>[0]) =>
      freePlay.plan(s, fpAct({ type: 'salary', player: 'Anna' }), config)
    await expectRuleErrorAsync(commitAction(phone, replicaId, plan, opts), 'gameIsCopy')
    await expectRuleErrorAsync(commitAction(phone, replicaId, plan, opts, Date.now(), head), 'gameIsCopy')
    await expectRuleErrorAsync(undo(phone, replicaId), 'gameIsCopy')
    await expectRuleErrorAsync(redo(phone, replicaId), 'gameIsCopy')
    await expectReplicaEquals(phone, replicaId, bank)
  })

  it('writes nothing for a message it cannot take, and a resync with lastSeq 0 replaces the copy under the same id', async () => {
    const bank = await bankDevice()
    await bank.act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 10 })
    const phone = freshDb(false)
    const replicaId = await connect(phone, bank)
    const c = await bank.act({ type: 'salary', player: 'Ben' })
    const msg = liveMessage(c.entry, c.head)
    const before = { head: (await loadGame(phone, replicaId)).head, entries: await allEntries(phone, replicaId) }
    const bad: EntriesMessage[] = [
      { ...msg, entries: [{ ...msg.entries[0]!, seq: 7 }] },
      { ...msg, head: { ...msg.head!, liveActions: 9 } },
      {
        ...msg,
        entries: [
          {
            ...msg.entries[0]!,
            postings: [
              { account: 'Ben', amount: -(10 ** 9) },
              { account: 'bank', amount: 10 ** 9 },
            ],
          },
        ],
        head: null,
      },
    ]
    expect(await Promise.all(bad.map((m) => applyReplica(phone, replicaId, m, freePlay)))).toEqual([
      { kind: 'resync', reason: 'gap' },
      { kind: 'resync', reason: 'head' },
      { kind: 'resync', reason: 'refused' },
    ])
    expect({ head: (await loadGame(phone, replicaId)).head, entries: await allEntries(phone, replicaId) }).toEqual(
      before,
    )
    await setReplicaPlayer(phone, replicaId, 'Ben')
    // the phone asks for everything again: the bank resets, the copy keeps its id and its player
    const again = await connect(phone, { ...bank, answer: (h) => bank.answer({ ...h, lastSeq: 0 }) })
    expect(again).toBe(replicaId)
    expect((await findReplica(phone, bank.id))!.game.copy?.player).toBe('Ben')
    await expectReplicaEquals(phone, replicaId, bank)
  })

  it('a reset keeps what the copy shows until the whole catch-up lands in one transaction; a batch that does not fit writes none of them', async () => {
    const bank = await bankDevice()
    for (let i = 0; i < 30; i++) await bank.act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 3 })
    const phone = freshDb(false)
    const replicaId = await connect(phone, bank)
    const shown = { head: (await loadGame(phone, replicaId)).head, entries: await allEntries(phone, replicaId) }
    const showing = async () => ({
      head: (await loadGame(phone, replicaId)).head,
      entries: await allEntries(phone, replicaId),
    })
    for (let i = 0; i < 3; i++) await undo(bank.db, bank.id)
    await bank.act({ type: 'salary', player: 'Cem' })
    const [welcome, ...batches] = (await bank.answer({ game: bank.id, lastSeq: 0, undone: [] })).map((m) =>
      parseBankMessage(JSON.stringify(m)),
    )
    expect(welcome).toMatchObject({ t: 'welcome', reset: true })
    await writeReplica(phone, welcome as WelcomeMessage, { device: 'phone-1' }, freePlay)
    // marked for the reset, still showing the copy it held; its hello now asks for everything
    expect(await showing()).toEqual(shown)
    expect(await replicaHello(phone, bank.id)).toEqual({ game: bank.id, lastSeq: 0, undone: [] })
    const last = batches.at(-1) as EntriesMessage
    const spoiled = [...(batches.slice(0, -1) as EntriesMessage[]), { ...last, head: { ...last.head!, entryCount: 3 } }]
    expect(await applyReplica(phone, replicaId, spoiled, freePlay)).toEqual({ kind: 'resync', reason: 'head' })
    expect(await showing()).toEqual(shown)
    expect(await applyReplica(phone, replicaId, batches as EntriesMessage[], freePlay)).toMatchObject({
      kind: 'applied',
      synced: true,
    })
    await expectReplicaEquals(phone, replicaId, bank)
    expect((await findReplica(phone, bank.id))!.game.copy).not.toHaveProperty('reset')
  })

  it('refuses a welcome whose game this phone’s module does not accept, and writes nothing', async () => {
    const bank = await bankDevice()
    const phone = freshDb(false)
    const [welcome] = (await bank.answer({ game: null, lastSeq: 0, undone: [] })) as [WelcomeMessage]
    const players = [...config.players, { ...config.players[0]!, id: 'Anna2' }]
    await expectRuleErrorAsync(
      writeReplica(
        phone,
        { ...welcome, game: { ...welcome.game, config: { ...config, players } } },
        { device: 'p' },
        freePlay,
      ),
      'syncMessageInvalid',
      { path: 'game.config' },
    )
    await expectRuleErrorAsync(
      writeReplica(phone, { ...welcome, game: { ...welcome.game, name: '   ' } }, { device: 'p' }, freePlay),
      'syncMessageInvalid',
      { path: 'game.name' },
    )
    await expectRuleErrorAsync(
      writeReplica(phone, welcome, { device: 'p' }, await loadModule('dkt')),
      'syncMessageInvalid',
      { path: 'game.type' },
    )
    expect(await listReplicas(phone)).toEqual([])
  })

  it('a long catch-up is sealed into pages as it lands (at once or batch by batch), and flips it missed in a sealed page are replayed', async () => {
    const bank = await bankDevice()
    for (let i = 0; i < 1010; i++) await bank.act({ type: 'pay', from: i % 2 ? 'Anna' : 'Ben', to: 'Cem', amount: 1 })
    const pages = (db: TischbankDb, id: string) =>
      db.pages.where('[gameId+first]').between([id, 0], [id, Infinity]).count()
    const tail = (db: TischbankDb, id: string) =>
      db.entries.where('[gameId+seq]').between([id, 0], [id, Infinity]).count()
    const single = freshDb(false)
    const one = await connect(single, bank, true)
    await expectReplicaEquals(single, one, bank)
    expect([await pages(single, one), await tail(single, one)]).toEqual([2, 13])
    const phone = freshDb(false)
    const replicaId = await connect(phone, bank)
    await expectReplicaEquals(phone, replicaId, bank)
    expect([await pages(phone, replicaId), await tail(phone, replicaId)]).toEqual([2, 13])
    // while the phone is away the bank undoes back into the first page and does something new
    for (let i = 0; i < 520; i++) await undo(bank.db, bank.id)
    await bank.act({ type: 'salary', player: 'Anna' })
    await connect(phone, bank)
    await expectReplicaEquals(phone, replicaId, bank)
    expect((await undoneSeqsOf(phone, replicaId)).length).toBe(520)
  }, 60_000)

  it('equals the bank after random evenings with drops and reconnects (fast-check)', async () => {
    const account = fc.constantFrom('bank', 'Anna', 'Ben', 'Cem')
    const action: fc.Arbitrary<Action> = fc.oneof(
      fc.record({
        type: fc.constant('pay' as const),
        from: account,
        to: account,
        amount: fc.integer({ min: 1, max: 700 }),
      }),
      fc.record({ type: fc.constant('salary' as const), player: fc.constantFrom('Anna', 'Ben', 'Cem') }),
    )
    const op = fc.oneof(
      { weight: 6, arbitrary: action },
      { weight: 3, arbitrary: fc.constant('undo' as const) },
      { weight: 1, arbitrary: fc.constant('redo' as const) },
      { weight: 1, arbitrary: fc.constant('drop' as const) },
      { weight: 1, arbitrary: fc.constant('reconnect' as const) },
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const bank = await bankDevice()
        const phone = freshDb(false)
        const replicaId = await connect(phone, bank)
        let connected = true
        for (const o of ops) {
          if (o === 'drop') connected = false
          else if (o === 'reconnect') {
            connected = true
            await connect(phone, bank)
            await expectReplicaEquals(phone, replicaId, bank)
          } else {
            let c
            try {
              c =
                o === 'undo'
                  ? await undo(bank.db, bank.id)
                  : o === 'redo'
                    ? await redo(bank.db, bank.id)
                    : await bank.act(o)
            } catch (e) {
              if (!isRuleError(e)) throw e
              continue
            }
            if (connected)
              expect(await applyReplica(phone, replicaId, liveMessage(c.entry, c.head), freePlay)).toMatchObject({
                kind: 'applied',
                synced: true,
              })
          }
        }
        await connect(phone, bank)
        await expectReplicaEquals(phone, replicaId, bank)
      }),
      { numRuns: 15 },
    )
  }, 120_000)
})
