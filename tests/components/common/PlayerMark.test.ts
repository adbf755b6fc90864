// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import PlayerMark from '@/components/common/PlayerMark.vue'
import { marksOf } from '@/composables/usePlayerMarks'

describe('PlayerMark', () => {
  it('shows the initial in the colour, with black text on a light colour and white on a dark one', () => {
    const light = mount(PlayerMark, { props: { color: '#f0e442', initial: 'A' } })
    // drawn from data-initial by CSS: not part of the text of the chip around it
    expect(light.attributes('data-initial')).toBe('A')
    expect(light.text()).toBe('')
    expect(light.attributes('style')).toContain('--mark-bg: #f0e442')
    expect(light.attributes('style')).toContain('--mark-fg: #000000')
    const dark = mount(PlayerMark, { props: { color: '#0072b2', initial: 'Be' } })
    expect(dark.attributes('style')).toContain('--mark-fg: #ffffff')
    expect(dark.classes()).toContain('player-mark-two')
  })

  it('is hidden from screen readers beside the name, an image named by `label` alone', () => {
    const beside = mount(PlayerMark, { props: { color: '#0072b2', initial: 'B' } })
    expect(beside.attributes('aria-hidden')).toBe('true')
    expect(beside.attributes('role')).toBeUndefined()
    const alone = mount(PlayerMark, { props: { color: '#0072b2', initial: 'B', label: 'Ben' } })
    expect(alone.attributes('role')).toBe('img')
    expect(alone.attributes('aria-label')).toBe('Ben')
    expect(alone.attributes('aria-hidden')).toBeUndefined()
  })

  it('never puts a stored colour that is not #rrggbb into the style', () => {
    const w = mount(PlayerMark, { props: { color: 'red;background:url(x)', initial: 'A' } })
    expect(w.attributes('style')).not.toContain('url(')
    expect(w.attributes('style')).toContain('--mark-bg: #999999')
  })

  it('marks a game’s players by id, initials worked out over all of them', () => {
    const marks = marksOf([
      { id: 'p1', name: 'Anna', color: '#d55e00' },
      { id: 'p2', name: 'Alex', color: '#0072b2' },
      { id: 'p3', name: 'Ben', color: '#009e73' },
    ])
    expect(marks.get('p1')).toEqual({ color: '#d55e00', initial: 'An' })
    expect(marks.get('p2')).toEqual({ color: '#0072b2', initial: 'Al' })
    expect(marks.get('p3')).toEqual({ color: '#009e73', initial: 'B' })
    expect(marks.get('bank')).toBeUndefined()
  })
})
