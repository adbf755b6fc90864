import { RuleError } from '@/domain/errors'
import type { Channel } from '@/net/channel'
import { channelPair } from '@/net/loopback'

/**
 * A stand-in for src/net/rtc.ts in the store tests (no WebRTC in Node): the same two calls, the
 * codes plain text carrying the invite's token (an answer also its phone's number, so that two
 * phones can answer one invite), the connection a loopback channel pair. Like rtc.ts, an invite
 * connects one phone: a second answer to it is refused with `syncInviteTaken`.
 */
const joins = new Map<string, (c: Channel) => void>()
let n = 0
let answers = 0

export async function createInvite() {
  const token = `t${++n}${Math.random().toString(36).slice(2, 8)}`
  let cancelled = false
  let taken = false
  return {
    code: `INVITE-${token}`,
    token,
    async accept(answerCode: string): Promise<Channel> {
      const m = /^ANSWER-([^.]+)(?:\.\d+)?$/.exec(answerCode)
      if (cancelled || !m || m[1] !== token) throw new RuleError('syncCodeInvalid')
      if (taken) throw new RuleError('syncInviteTaken')
      const key = answerCode.slice('ANSWER-'.length)
      const resolve = joins.get(key)
      // the phone is gone (its join cancelled): the channel never opens and the invite is spent
      if (!resolve) {
        cancelled = true
        throw new RuleError('syncConnectFailed')
      }
      taken = true
      joins.delete(key)
      // the connection comes up a moment later (another answer may arrive meanwhile)
      await new Promise((r) => setTimeout(r, 0))
      const [bankEnd, phoneEnd] = channelPair()
      resolve(phoneEnd)
      return bankEnd
    },
    cancel() {
      cancelled = true
    },
  }
}

export async function joinInvite(inviteCode: string) {
  const m = /^INVITE-(.+)$/.exec(inviteCode)
  if (!m) throw new RuleError('syncCodeInvalid')
  const token = m[1]!
  const key = `${token}.${++answers}`
  const connected = new Promise<Channel>((resolve) => joins.set(key, resolve))
  return { answerCode: `ANSWER-${key}`, token, connected, cancel: () => joins.delete(key) }
}
