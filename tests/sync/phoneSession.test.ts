import { describe, expect, it } from 'vitest'
import { allEntries, getDb, loadGame } from '@/db'
import { channelPair } from '@/net/loopback'
import { PhoneSession } from '@/sync/phoneSession'
import type { BankTable } from '@/sync/bankTable'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { bankGame, parts, rawPhone, until } from './helpers'

/** A phone session joined to the bank's table over a loopback channel pair. */
function join(table: BankTable, phone = new PhoneSession(parts), token = 'tok') {
  const [bankEnd, phoneEnd] = channelPair()
  table.attach(bankEnd, token)
  phone.attach(phoneEnd, token)
  return { phone, bankEnd, phoneEnd }
}

async function entriesOf(id: string) {
  return (await allEntries(getDb(), id)).map((e) => [e.seq, e.kind, e.isUndone])
}

describe('PhoneSession: a phone at the table, without a store', () => {
  it('connects: a copy equal to the bank, marked as one; every tap follows; listeners hear each change', async () => {
    const b = await bankGame()
    await b.tap({ type: 'salary', player: 'p2' })
    const phone = new PhoneSession(parts)
    const phases: string[] = []
    phone.onChange(() => phases.at(-1) !== phone.phase && phases.push(phone.phase))
    join(b.table, phone)
    await until(() => phone.phase === 'connected', undefined, 'connected')
    expect(phases).toEqual(['connecting', 'connected'])
    const { game, head } = await loadGame(getDb(), phone.replicaId!)
    expect(game.copy).toMatchObject({ of: b.game.id, player: null })
    expect(head.state).toEqual(b.head.state)
    await b.tap({ type: 'pay', from: 'p1', to: 'p3', amount: 70 })
    await until(
      async () => (await loadGame(getDb(), phone.replicaId!)).head.nextSeq === b.head.nextSeq,
      undefined,
      'the step',
    )
    await phone.settled()
    expect(await entriesOf(phone.replicaId!)).toEqual(await entriesOf(b.game.id))
  })

  it('claims a player (kept on the copy, told to the bank) and sends requests that come back decided', async () => {
    const b = await bankGame()
    const { phone } = join(b.table)
    await until(() => phone.phase === 'connected')
    await expectRuleErrorAsync(phone.claim('nobody'), 'unknownPlayer')
    await phone.claim('p1')
    expect((await loadGame(getDb(), phone.replicaId!)).game.copy?.player).toBe('p1')
    await until(() => b.table.peers[0]?.player === 'p1', undefined, 'the claim at the bank')
    await expectRuleErrorAsync(phone.request({ type: 'salary', player: 'p2' }), 'syncRequestNotOwn')
    const asked = phone.request({ type: 'salary', player: 'p1' })
    const declined = phone.request({ type: 'pay', from: 'p1', to: 'p2', amount: 5 })
    await until(() => b.table.requests.length === 2)
    await b.table.confirm(b.table.requests[0]!.id)
    b.table.decline(b.table.requests[0]!.id)
    expect(await asked).toMatchObject({ status: 'confirmed' })
    expect(await declined).toMatchObject({ status: 'declined' })
    expect(phone.requests.map((r) => r.status)).toEqual(['confirmed', 'declined'])
  })

  it('knows who is out of the bank\'s game, as the copy says: "Who are you?" offers only the others (issue 35)', async () => {
    const b = await bankGame()
    await b.tap({ type: 'leave', player: 'p2' })
    const { phone } = join(b.table)
    await until(() => phone.phase === 'connected')
    expect(phone.out).toEqual(['p2'])
    await b.tap({ type: 'leave', player: 'p3' })
    await until(() => phone.out.length === 2, undefined, 'the second one out')
    expect(phone.out).toEqual(['p2', 'p3'])
    phone.leave()
    expect(phone.out).toEqual([])
  })

  it('the channel lost: phase lost, the copy stays, a waiting request unanswered; a bye says why', async () => {
    const b = await bankGame()
    const first = join(b.table)
    const phone = first.phone
    await until(() => phone.phase === 'connected')
    await phone.claim('p1')
    await until(() => b.table.peers[0]?.player === 'p1')
    const asked = phone.request({ type: 'salary', player: 'p1' })
    await until(() => b.table.requests.length === 1)
    first.bankEnd.close()
    expect(await asked).toMatchObject({ status: 'unanswered' })
    expect(phone.phase).toBe('lost')
    expect(phone.replicaId).not.toBeNull()
    join(b.table, phone, 'again')
    await until(() => phone.phase === 'connected')
    b.table.drop(b.table.peers[0]!.device)
    await until(() => phone.phase === 'lost')
    expect(phone.byeReason).toBe('dropped')
  })

  it('leave(): stops following, forgets the session’s state; the copy stays on the phone', async () => {
    const b = await bankGame()
    const { phone, phoneEnd } = join(b.table)
    await until(() => phone.phase === 'connected')
    const replicaId = phone.replicaId!
    phone.leave()
    expect(phone.phase).toBe('idle')
    expect(phone.replicaId).toBeNull()
    expect(phoneEnd.isOpen).toBe(false)
    expect((await loadGame(getDb(), replicaId)).game.copy?.of).toBe(b.game.id)
  })

  it('a claim of a player another phone holds is refused: the phone stays who it was, with the reason; let in by the banker, it is that player (issue 38)', async () => {
    const b = await bankGame()
    // Anna's phone speaks the protocol by hand (one database here holds one phone's copies)
    const anna = rawPhone(b.table, 'tok-anna', 'anna-phone')
    anna.hello()
    await until(anna.caughtUp)
    anna.send({ t: 'claim', player: 'p1' })
    await until(() => b.table.peers[0]?.player === 'p1')
    const { phone } = join(b.table)
    await until(() => phone.phase === 'connected')
    await phone.claim('p1')
    await until(() => phone.claimRefusal !== null, undefined, 'the refusal')
    expect(phone.claimRefusal).toMatchObject({ code: 'syncPlayerTaken', params: { player: 'p1' } })
    expect(phone.player).toBeNull()
    expect((await loadGame(getDb(), phone.replicaId!)).game.copy?.player).toBeNull()
    await expectRuleErrorAsync(phone.request({ type: 'salary', player: 'p1' }), 'syncNotClaimed')
    await until(() => b.table.requests.length === 1)
    await b.table.confirm(b.table.requests[0]!.id)
    await until(() => phone.player === 'p1', undefined, 'let in')
    expect(phone.claimRefusal).toBeNull()
    expect((await loadGame(getDb(), phone.replicaId!)).game.copy?.player).toBe('p1')
  })

  it('says hello with its device id and secret key, kept on the copy: a reloaded phone is let back in as itself (issue 38)', async () => {
    const b = await bankGame()
    const first = join(b.table)
    const hellos: { device: string; key?: string }[] = []
    const send = first.phoneEnd.send.bind(first.phoneEnd)
    first.phoneEnd.send = (m: object) => {
      if ((m as { t: string }).t === 'hello') hellos.push(m as { device: string; key?: string })
      send(m)
    }
    await until(() => first.phone.phase === 'connected')
    await first.phone.claim('p2')
    await until(() => b.table.peers[0]?.player === 'p2')
    const { game } = await loadGame(getDb(), first.phone.replicaId!)
    expect(game.copy?.key).toMatch(/^[0-9a-f]{24}$/)
    expect(game.copy?.device).toBe(b.table.peers[0]!.device)
    expect(hellos).toEqual([expect.objectContaining({ device: game.copy!.device, key: game.copy!.key })])
    first.phoneEnd.close()
    await until(() => b.table.peers[0]?.connected === false)
    const reloaded = join(b.table, new PhoneSession(parts), 'tok2')
    await until(() => reloaded.phone.phase === 'connected')
    await until(() => b.table.peers[0]?.connected === true)
    expect(b.table.peers).toMatchObject([{ device: game.copy!.device, player: 'p2' }])
    expect(reloaded.phone.player).toBe('p2')
  })

  it('"Your requests" survive a reload: kept with their outcome, and a waiting one is answered after the phone is back (issue 38)', async () => {
    const b = await bankGame()
    const kept = new Map<string, string>()
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    }
    const first = join(b.table, new PhoneSession(parts, storage))
    await until(() => first.phone.phase === 'connected')
    await first.phone.claim('p1')
    await until(() => b.table.peers[0]?.player === 'p1')
    const declined = first.phone.request({ type: 'pay', from: 'p1', to: 'p2', amount: 5 })
    await until(() => b.table.requests.length === 1)
    b.table.decline(b.table.requests[0]!.id)
    await declined
    void first.phone.request({ type: 'salary', player: 'p1' })
    await until(() => b.table.requests.length === 1)
    // the page reloads: its channel closes, a new session starts on the same storage
    first.phoneEnd.close()
    await until(() => b.table.peers[0]?.connected === false)
    const reloaded = new PhoneSession(parts, storage)
    expect(reloaded.requestsFor(b.game.id).map((r) => r.status)).toEqual(['declined', 'unanswered'])
    join(b.table, reloaded, 'tok2')
    await until(() => reloaded.phase === 'connected')
    expect(reloaded.requests.map((r) => [r.action.type, r.status])).toEqual([
      ['pay', 'declined'],
      ['salary', 'unanswered'],
    ])
    // the bank kept the request and books it now: the reloaded phone sees the outcome
    await b.table.confirm(b.table.requests[0]!.id)
    await until(() => reloaded.requests[1]?.status === 'confirmed', undefined, 'the outcome')
    expect(new PhoneSession(parts, storage).requestsFor(b.game.id).map((r) => r.status)).toEqual([
      'declined',
      'confirmed',
    ])
    // what is not a request in the storage is left out
    kept.set(`tb.requests.${b.game.id}`, '[{"id":1},null,"x"]')
    expect(new PhoneSession(parts, storage).requestsFor(b.game.id)).toEqual([])
  })
})
