// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import BalanceCard from '@/components/ledger/BalanceCard.vue'
import { mountWithApp } from '../../helpers/mount'

const money = (n: number) => `€${n}`
const props = {
  id: 'p1',
  name: 'Anna',
  color: '#c00',
  amount: 1500,
  money,
  isOut: false,
  showSalary: true,
  canLeave: true,
}

describe('balance card', () => {
  it('names its buttons with the player and shows the amount; a new amount changes the figure and the pay button, the other names stay', async () => {
    const w = await mountWithApp(BalanceCard, { props })
    const names = () => w.findAll('button').map((b) => b.attributes('aria-label'))
    expect(names()).toEqual(['Balance of Anna: €1500', 'Salary for Anna', 'Remove Anna from the game'])
    expect(w.find('[data-testid="balance"]').text()).toBe('€1500')
    await w.setProps({ amount: 1700 })
    expect(w.find('[data-testid="balance"]').text()).toBe('€1700')
    expect(names()).toEqual(['Balance of Anna: €1700', 'Salary for Anna', 'Remove Anna from the game'])
    await w.findAll('button')[1]!.trigger('click')
    expect(w.emitted('salary')).toEqual([['p1']])
    await w.setProps({ name: 'Anne' })
    expect(names()).toEqual(['Balance of Anne: €1700', 'Salary for Anne', 'Remove Anne from the game'])
  })

  it("carries the player's colour and sizes the figure by its width: a longer amount, a wider figure", async () => {
    const w = await mountWithApp(BalanceCard, { props })
    const card = () => (w.find('li').element as HTMLElement).style
    expect(card().getPropertyValue('--player-color')).toBe('#c00')
    const four = Number(card().getPropertyValue('--ems'))
    await w.setProps({ amount: 1700 })
    expect(Number(card().getPropertyValue('--ems'))).toBe(four)
    await w.setProps({ amount: 1_234_567 })
    expect(Number(card().getPropertyValue('--ems'))).toBeGreaterThan(four)
    await w.setProps({ color: '#00c' })
    expect(card().getPropertyValue('--player-color')).toBe('#00c')
  })

  it('in German, and a player who is out says so without the side buttons', async () => {
    const w = await mountWithApp(BalanceCard, { props: { ...props, isOut: true } }, 'de')
    expect(w.findAll('button').map((b) => b.attributes('aria-label'))).toEqual(['Kontostand von Anna: €1500'])
    expect(w.find('.badge').text()).toBe('ausgeschieden')
    await w.setProps({ isOut: false })
    expect(w.findAll('button').map((b) => b.attributes('aria-label'))).toEqual([
      'Kontostand von Anna: €1500',
      'Gehalt für Anna',
      'Anna aus dem Spiel nehmen',
    ])
    expect(w.find('.salary-btn').text()).toBe('+Gehalt') // "+" and the word, spaced by the button's gap
  })
})
