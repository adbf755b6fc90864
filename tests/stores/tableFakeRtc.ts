import { RuleError } from '@/domain/errors'
import type { Channel } from '@/net/channel'
import { channelPair } from '@/net/loopback'

/**
 * A stand-in for src/net/rtc.ts in the store tests (no WebRTC in Node): the same two calls, the
 * codes plain text carrying the invite's token, the connection a loopback channel pair.
 */
const joins = new Map<string, (c: Channel) => void>()
let n = 0

export async function createInvite() {
  const token = `t${++n}${Math.random().toString(36).slice(2, 8)}`
  let cancelled = false
  return {
    code: `INVITE-${token}`,
    token,
    async accept(answerCode: string): Promise<Channel> {
      const m = /^ANSWER-(.+)$/.exec(answerCode)
      if (cancelled || !m || m[1] !== token) throw new RuleError('syncCodeInvalid')
      const resolve = joins.get(token)
      // the phone is gone (its join cancelled): the channel never opens and the invite is spent
      if (!resolve) {
        cancelled = true
        throw new RuleError('syncConnectFailed')
      }
      joins.delete(token)
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
  const connected = new Promise<Channel>((resolve) => joins.set(token, resolve))
  return { answerCode: `ANSWER-${token}`, token, connected, cancel: () => joins.delete(token) }
}
