// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import ConnectedPhones from '@/components/sync/ConnectedPhones.vue'
import { mountWithApp } from '../../helpers/mount'

const PEERS = [
  { device: 'd1', player: 'p1', playerName: 'Anna', connected: true },
  { device: 'd2', player: null, playerName: null, connected: true },
  { device: 'd3', player: 'p3', playerName: 'Cem', connected: false },
]

describe('ConnectedPhones', () => {
  it('lists each phone with its player (or "not chosen yet") and connected or lost', async () => {
    const w = await mountWithApp(ConnectedPhones, { props: { peers: PEERS } })
    const list = w.get('ul[aria-label="Connected phones"]')
    const rows = list.findAll('li')
    expect(rows.map((r) => r.attributes('data-device'))).toEqual(['d1', 'd2', 'd3'])
    expect(rows[0]!.text()).toContain('Anna')
    expect(rows[0]!.text()).toContain('connected')
    expect(rows[1]!.text()).toContain('Phone 2 · not chosen yet')
    expect(rows[2]!.text()).toContain('connection lost')
    expect(rows[2]!.classes()).toContain('lost')
  })

  it('drops the phone whose button is tapped, named by its player', async () => {
    const w = await mountWithApp(ConnectedPhones, { props: { peers: PEERS } })
    expect(w.findAll('button').map((b) => b.attributes('aria-label'))).toEqual([
      'Drop Anna',
      'Drop Phone 2',
      'Drop Cem',
    ])
    await w.get('button[aria-label="Drop Cem"]').trigger('click')
    expect(w.emitted('drop')).toEqual([['d3']])
  })

  it('says so when no phone is connected, in German with the German names', async () => {
    const w = await mountWithApp(ConnectedPhones, { props: { peers: [] } }, 'de')
    expect(w.text()).toContain('Noch kein Handy verbunden.')
    await w.setProps({ peers: [PEERS[0]!] })
    expect(w.get('ul[aria-label="Verbundene Handys"] button').attributes('aria-label')).toBe('Anna trennen')
  })
})
