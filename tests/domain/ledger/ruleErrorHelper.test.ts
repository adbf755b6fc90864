import { describe, expect, it } from 'vitest'
import { RuleError } from '@/domain/errors'
import { expectRuleError, expectRuleErrorAsync } from '../../helpers/ruleError'

describe('expectRuleError helpers', () => {
  it('pass on the right code and params, fail otherwise', async () => {
    const boom = () => {
      throw new RuleError('insufficientFunds', { shortfall: 5, player: 'Anna' })
    }
    expect(expectRuleError(boom, 'insufficientFunds', { shortfall: 5 }).params.player).toBe('Anna')
    expect(() => expectRuleError(boom, 'other')).toThrow()
    expect(() => expectRuleError(boom, 'insufficientFunds', { shortfall: 6 })).toThrow()
    expect(() => expectRuleError(() => 1, 'insufficientFunds')).toThrow()
    expect(() =>
      expectRuleError(() => {
        throw new Error('x')
      }, 'x'),
    ).toThrow()
    await expectRuleErrorAsync(Promise.reject(new RuleError('a', { n: 1 })), 'a', { n: 1 })
    await expectRuleErrorAsync(async () => boom(), 'insufficientFunds')
    await expect(expectRuleErrorAsync(Promise.resolve(1), 'a')).rejects.toThrow()
    await expect(expectRuleErrorAsync(Promise.reject(new RuleError('b')), 'a')).rejects.toThrow()
  })
})
