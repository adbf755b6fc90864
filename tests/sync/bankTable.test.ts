import { describe, expect, it, vi } from 'vitest'
import { allEntries, getDb } from '@/db'
import { SYNC_VERSION } from '@/domain/sync/types'
import { ChannelEvents, type Channel } from '@/net/channel'
import { HELLO_MS, MAX_HELLOS, PHONE_BUDGET_BYTES, PHONE_BUDGET_MESSAGES } from '@/sync/bankTable'
import { MAX_PENDING_REQUESTS } from '@/sync/bankRequests'
import * as fakeRtc from '../stores/tableFakeRtc'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { bankGame, rawPhone, settle, until } from './helpers'

describe('BankTable: the bank side of the table, without a store', () => {
  it('tells its listeners about every change: the invite, the peers, the requests', async () => {
    const b = await bankGame()
    const seen: string[] = []
    b.table.onChange(() => seen.push(`${b.table.invite ?? '-'}|${b.table.peers.length}|${b.table.requests.length}`))
    await b.table.startInvite()
    expect(b.table.gameId).toBe(b.game.id)
    expect(b.table.invite).toMatch(/^INVITE-/)
    expect(seen.at(-1)).toBe(`${b.table.invite}|0|0`)
    b.table.cancelInvite()
    expect(b.table.invite).toBeNull()
    expect(seen.at(-1)).toBe('-|0|0')
  })

  it('a phone that says hello with the invite token is caught up; every tap follows', async () => {
    const b = await bankGame()
    await b.tap({ type: 'salary', player: 'p1' })
    const phone = rawPhone(b.table)
    phone.hello()
    await until(phone.caughtUp, undefined, 'the catch-up')
    expect(phone.got[0]).toMatchObject({ t: 'welcome', reset: true, game: { id: b.game.id } })
    const sent = phone.got.filter((m) => m.t === 'entries').flatMap((m) => m.entries as { seq: number }[])
    expect(sent.map((e) => e.seq)).toEqual((await allEntries(getDb(), b.game.id)).map((e) => e.seq))
    expect(b.table.peers).toEqual([{ device: 'raw-phone', n: 1, player: null, playerName: null, connected: true }])
    phone.got.length = 0
    await b.tap({ type: 'pay', from: 'p2', to: 'p3', amount: 30 })
    await until(() => phone.got.length === 1, undefined, 'the live step')
    expect(phone.got[0]).toMatchObject({ t: 'entries', head: { nextSeq: b.head.nextSeq } })
  })

  it('a wrong token: bye and closed; a silent channel closed after HELLO_MS; too many hellos dropped', async () => {
    const b = await bankGame()
    const thief = rawPhone(b.table)
    thief.hello({ token: 'guessed' })
    await until(() => !thief.phoneEnd.isOpen, undefined, 'closed')
    expect(thief.got).toEqual([{ t: 'bye', reason: 'dropped' }])
    const chatty = rawPhone(b.table)
    for (let i = 0; i <= MAX_HELLOS; i++) chatty.hello()
    await until(() => !chatty.phoneEnd.isOpen, undefined, 'dropped')
    expect(chatty.got.at(-1)).toEqual({ t: 'bye', reason: 'dropped' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const silent = rawPhone(b.table)
      await vi.advanceTimersByTimeAsync(HELLO_MS + 100)
      expect(silent.phoneEnd.isOpen).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('requests wait for the banker: confirmed through the ledger, declined, or waiting while the game is not on screen', async () => {
    const b = await bankGame()
    const phone = rawPhone(b.table)
    phone.hello()
    await until(phone.caughtUp)
    phone.send({ t: 'claim', player: 'p1' })
    phone.send({ t: 'request', id: 'a', action: { type: 'salary', player: 'p1' } })
    phone.send({ t: 'request', id: 'b', action: { type: 'pay', from: 'p1', to: 'p2', amount: 5 } })
    await until(() => b.table.requests.length === 2, undefined, 'two requests')
    expect(b.table.requests[0]).toMatchObject({
      device: 'raw-phone',
      player: 'p1',
      playerName: 'Anna',
      action: { type: 'salary', player: 'p1' },
    })
    phone.got.length = 0
    b.screen.shown = false
    await expectRuleErrorAsync(b.table.confirm(b.table.requests[0]!.id), 'gameNotFound')
    expect(b.table.requests).toHaveLength(2)
    b.screen.shown = true
    const entry = await b.table.confirm(b.table.requests.find((r) => r.action.type === 'salary')!.id)
    expect(entry).toMatchObject({ kind: 'salary' })
    b.table.decline(b.table.requests[0]!.id)
    expect(b.table.requests).toEqual([])
    await until(() => phone.got.filter((m) => m.t === 'decision').length === 2, undefined, 'both decisions')
    expect(phone.got.filter((m) => m.t === 'decision')).toEqual([
      { t: 'decision', id: 'a', ok: true },
      { t: 'decision', id: 'b', ok: false },
    ])
  })

  it('drop and end: bye to the phone, its requests gone; end cancels the invite too', async () => {
    const b = await bankGame()
    const one = rawPhone(b.table, 'tok', 'one')
    const two = rawPhone(b.table, 'tok', 'two')
    one.hello()
    two.hello()
    await until(() => one.caughtUp() && two.caughtUp())
    one.send({ t: 'claim', player: 'p1' })
    one.send({ t: 'request', id: 'a', action: { type: 'salary', player: 'p1' } })
    await until(() => b.table.requests.length === 1)
    b.table.drop('one')
    expect(b.table.requests).toEqual([])
    expect(b.table.peers.map((p) => p.device)).toEqual(['two'])
    await until(() => !one.phoneEnd.isOpen)
    expect(one.got.at(-1)).toEqual({ t: 'bye', reason: 'dropped' })
    await b.table.startInvite()
    b.table.end()
    expect(b.table.invite).toBeNull()
    expect(b.table.gameId).toBeNull()
    expect(b.table.peers).toEqual([])
    await until(() => !two.phoneEnd.isOpen)
    expect(two.got.at(-1)).toEqual({ t: 'bye', reason: 'closed' })
  })

  it('another game on screen ends the table; the same game again keeps it', async () => {
    const b = await bankGame()
    await b.table.startInvite()
    b.table.gameShown({ ...b.game })
    expect(b.table.gameId).toBe(b.game.id)
    b.table.gameShown({ ...b.game, id: 'other' })
    expect(b.table.gameId).toBeNull()
    expect(b.table.invite).toBeNull()
  })

  it('connects a phone through an invite and its answer; an unreadable answer leaves the invite open', async () => {
    const b = await bankGame()
    await b.table.startInvite()
    await expectRuleErrorAsync(b.table.acceptAnswer('garbage'), 'syncCodeInvalid')
    expect(b.table.invite).not.toBeNull()
    const join = await fakeRtc.joinInvite(b.table.invite!)
    await b.table.acceptAnswer(join.answerCode)
    expect(b.table.invite).toBeNull()
    const phoneEnd = await join.connected
    expect(phoneEnd.isOpen).toBe(true)
    await settle()
  })

  it('a player out of the game (left, bankrupt) is claimed by no phone: refused with the reason, another player still taken', async () => {
    const b = await bankGame()
    await b.tap({ type: 'leave', player: 'p3' })
    const phone = rawPhone(b.table)
    phone.hello()
    await until(phone.caughtUp, undefined, 'the catch-up')
    phone.send({ t: 'claim', player: 'p3' })
    await until(() => phone.got.some((m) => m.t === 'claimed'), undefined, 'the claim answered')
    phone.send({ t: 'claim', player: 'p2' })
    await until(() => phone.got.filter((m) => m.t === 'claimed').length === 2, undefined, 'the second claim answered')
    expect(phone.got.filter((m) => m.t === 'claimed')).toEqual([
      { t: 'claimed', player: null, refused: { player: 'p3', code: 'syncPlayerOut' } },
      { t: 'claimed', player: 'p2' },
    ])
    expect(b.table.peers).toEqual([{ device: 'raw-phone', n: 1, player: 'p2', playerName: 'Ben', connected: true }])
  })

  it('one phone per player: a claim of a held player is refused and waits for the banker, who may let the second phone in (issue 38)', async () => {
    const b = await bankGame()
    const anna = rawPhone(b.table, 'tok', 'anna-phone')
    const other = rawPhone(b.table, 'tok', 'other-phone')
    anna.hello()
    other.hello()
    await until(() => anna.caughtUp() && other.caughtUp())
    anna.send({ t: 'claim', player: 'p1' })
    await until(() => anna.got.some((m) => m.t === 'claimed'), undefined, 'the claim answered')
    expect(anna.got.find((m) => m.t === 'claimed')).toEqual({ t: 'claimed', player: 'p1' })
    // the other phone claims Anna too and asks for Anna's money: refused, nothing waits but its ask to be let in
    other.send({ t: 'claim', player: 'p1' })
    other.send({ t: 'request', id: 'steal', action: { type: 'pay', from: 'p1', to: 'p2', amount: 700 } })
    await until(() => other.got.some((m) => m.t === 'decision'), undefined, 'the request refused')
    expect(other.got.filter((m) => m.t === 'claimed' || m.t === 'decision')).toEqual([
      { t: 'claimed', player: null, refused: { player: 'p1', code: 'syncPlayerTaken' } },
      { t: 'decision', id: 'steal', ok: false, code: 'syncNotClaimed' },
    ])
    expect(b.table.peers.map((p) => [p.device, p.n, p.player])).toEqual([
      ['anna-phone', 1, 'p1'],
      ['other-phone', 2, null],
    ])
    // the banker sees which phone asks to be whom
    expect(b.table.requests).toMatchObject([
      { device: 'other-phone', phone: 2, player: 'p1', playerName: 'Anna', action: { type: 'claim', player: 'p1' } },
    ])
    b.table.decline(b.table.requests[0]!.id)
    await until(() => other.got.filter((m) => m.t === 'claimed').length === 2)
    expect(other.got.filter((m) => m.t === 'claimed').at(-1)).toEqual({
      t: 'claimed',
      player: null,
      refused: { player: 'p1', code: 'syncClaimDeclined' },
    })
    // asked again, and let in: both phones play as Anna now, and the request card names the phone
    other.send({ t: 'claim', player: 'p1' })
    await until(() => b.table.requests.length === 1)
    expect(await b.table.confirm(b.table.requests[0]!.id)).toBeNull()
    await until(() => other.got.filter((m) => m.t === 'claimed').length === 4)
    expect(other.got.filter((m) => m.t === 'claimed').at(-1)).toEqual({ t: 'claimed', player: 'p1' })
    expect(b.table.peers.map((p) => p.player)).toEqual(['p1', 'p1'])
    other.send({ t: 'request', id: 'r', action: { type: 'salary', player: 'p1' } })
    await until(() => b.table.requests.length === 1)
    expect(b.table.requests[0]).toMatchObject({ device: 'other-phone', phone: 2, playerName: 'Anna' })
  })

  it('a phone that switches to a free player: its requests made as the player before are declined', async () => {
    const b = await bankGame()
    const phone = rawPhone(b.table)
    phone.hello()
    await until(phone.caughtUp)
    phone.send({ t: 'claim', player: 'p1' })
    phone.send({ t: 'request', id: 'a', action: { type: 'salary', player: 'p1' } })
    await until(() => b.table.requests.length === 1)
    phone.send({ t: 'claim', player: 'p2' })
    await until(() => b.table.requests.length === 0, undefined, 'the request declined')
    await until(() => phone.got.some((m) => m.t === 'decision'))
    expect(phone.got.find((m) => m.t === 'decision')).toEqual({ t: 'decision', id: 'a', ok: false })
    expect(b.table.peers[0]!.player).toBe('p2')
  })

  it('a hello with another phone’s device id neither cuts that phone off nor takes its player: the id is bound to the key it joined with (issue 38)', async () => {
    const b = await bankGame()
    const anna = rawPhone(b.table, 'tok-a', 'anna-phone')
    anna.hello({ key: 'anna-secret' })
    await until(anna.caughtUp)
    anna.send({ t: 'claim', player: 'p1' })
    await until(() => b.table.peers[0]?.player === 'p1')
    // another phone, through its own invite, says hello with Anna's device id: without her key, and with a wrong one
    for (const key of [undefined, 'guessed']) {
      const thief = rawPhone(b.table, 'tok-t', 'anna-phone')
      thief.hello(key ? { key } : {})
      await until(() => !thief.phoneEnd.isOpen, undefined, 'the thief dropped')
      expect(thief.got).toEqual([{ t: 'bye', reason: 'dropped' }])
    }
    expect(anna.phoneEnd.isOpen).toBe(true)
    expect(b.table.peers).toEqual([{ device: 'anna-phone', n: 1, player: 'p1', playerName: 'Anna', connected: true }])
    anna.got.length = 0
    await b.tap({ type: 'salary', player: 'p2' })
    await until(() => anna.got.length === 1, undefined, 'Anna still followed')
    // Anna's phone itself, back through a new invite with its key: replaces its old channel and keeps its player
    const back = rawPhone(b.table, 'tok-b', 'anna-phone')
    back.hello({ key: 'anna-secret' })
    await until(back.caughtUp)
    await until(() => !anna.phoneEnd.isOpen, undefined, 'the old channel closed')
    expect(b.table.peers).toEqual([{ device: 'anna-phone', n: 1, player: 'p1', playerName: 'Anna', connected: true }])
  })

  /** A channel whose messages the test hands over synchronously, as many as it likes in one task. */
  function burstChannel() {
    const events = new ChannelEvents()
    const sent: { t: string; [k: string]: unknown }[] = []
    const channel: Channel = {
      send: (m) => sent.push(JSON.parse(JSON.stringify(m)) as { t: string }),
      onMessage: (fn) => events.onMessage(fn),
      onClose: (fn) => events.onClose(fn),
      close: () => events.emitClose(),
      get isOpen() {
        return !events.isClosed
      },
    }
    return {
      channel,
      sent,
      emit: (m: object | string) => events.emitMessage(typeof m === 'string' ? m : JSON.stringify(m)),
    }
  }

  async function burstPhone(b: Awaited<ReturnType<typeof bankGame>>) {
    const phone = burstChannel()
    b.table.attach(phone.channel, 'tok')
    phone.emit({
      t: 'hello',
      v: SYNC_VERSION,
      token: 'tok',
      device: 'burst',
      key: 'k',
      game: null,
      lastSeq: 0,
      undone: [],
    })
    await until(() => phone.sent.some((m) => m.t === 'entries' && m.head !== null), undefined, 'the catch-up')
    phone.emit({ t: 'claim', player: 'p1' })
    await until(() => b.table.peers[0]?.player === 'p1')
    return phone
  }

  it('yields between a phone’s messages: a burst never runs back to back on the event loop (issue 38)', async () => {
    const b = await bankGame()
    const phone = await burstPhone(b)
    for (let i = 0; i < MAX_PENDING_REQUESTS; i++)
      phone.emit({ t: 'request', id: `r${i}`, action: { type: 'salary', player: 'p1' } })
    let atTimer = -1
    setTimeout(() => (atTimer = b.table.requests.length), 0)
    await until(() => b.table.requests.length === MAX_PENDING_REQUESTS, undefined, 'every request')
    // the page's own task (the timer) ran in between, not after the whole burst
    expect(atTimer).toBeGreaterThanOrEqual(0)
    expect(atTimer).toBeLessThan(MAX_PENDING_REQUESTS)
  })

  it('each phone has a message and byte budget: past it, it is dropped (issue 38)', async () => {
    const b = await bankGame()
    const chatty = await burstPhone(b)
    for (let i = 0; i < PHONE_BUDGET_MESSAGES; i++) chatty.emit({ t: 'claim', player: 'p1' })
    await until(() => !chatty.channel.isOpen, undefined, 'dropped for its messages')
    expect(chatty.sent.at(-1)).toEqual({ t: 'bye', reason: 'dropped' })
    b.table.drop('burst')
    const heavy = await burstPhone(b)
    const pad = 'x'.repeat(900_000)
    for (let i = 0; i * 900_000 <= PHONE_BUDGET_BYTES; i++) heavy.emit(`{"t":"claim","player":"p1","pad":"${pad}"}`)
    await until(() => !heavy.channel.isOpen, undefined, 'dropped for its bytes')
    expect(heavy.sent.at(-1)).toEqual({ t: 'bye', reason: 'dropped' })
    expect(b.table.peers).toMatchObject([{ device: 'burst', connected: false }])
  })

  it('two phones answer one invite: the second is refused in words, the first connects (issue 38)', async () => {
    const b = await bankGame()
    await b.table.startInvite()
    const first = await fakeRtc.joinInvite(b.table.invite!)
    const second = await fakeRtc.joinInvite(b.table.invite!)
    // both answers scanned one after the other, the first still connecting
    const connecting = b.table.acceptAnswer(first.answerCode)
    await expectRuleErrorAsync(b.table.acceptAnswer(second.answerCode), 'syncInviteTaken')
    await connecting
    const phoneEnd = await first.connected
    expect(phoneEnd.isOpen).toBe(true)
    expect(b.table.invite).toBeNull()
    // scanned again once the first is in: still taken, in words
    await expectRuleErrorAsync(b.table.acceptAnswer(second.answerCode), 'syncInviteTaken')
    // the first phone is at the table
    phoneEnd.send({
      t: 'hello',
      v: SYNC_VERSION,
      token: first.token,
      device: 'first',
      key: 'k',
      game: null,
      lastSeq: 0,
      undone: [],
    })
    await until(() => b.table.peers.length === 1 && b.table.peers[0]!.connected, undefined, 'the first phone in')
    // the second phone joins through the next invite
    await b.table.startInvite()
    const again = await fakeRtc.joinInvite(b.table.invite!)
    await b.table.acceptAnswer(again.answerCode)
    expect((await again.connected).isOpen).toBe(true)
  })
})
