// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { getDb } from '@/db'
import { demoBoard } from '@/domain/games/discretion/board'
import BoardEditor from '@/components/games/discretion/BoardEditor.vue'
import { mountWithApp } from '../../helpers/mount'
import { useFreshDb } from './helpers'

function problems(w: VueWrapper): string[] {
  const list = w.find('[data-testid="board-problems"]')
  return list.exists() ? list.findAll('li').map((li) => li.text()) : []
}
function button(w: VueWrapper, text: string) {
  const b = w.findAll('button').find((x) => x.text() === text)
  expect(b, text).toBeTruthy()
  return b!
}
async function fill(w: VueWrapper, label: string, value: string) {
  const byLabel = w.findAll('label').find((l) => l.text() === label)
  const sel = byLabel ? `#${byLabel.attributes('for')}` : `input[aria-label="${label}"]`
  await w.get(sel).setValue(value)
}

describe('Discretion board editor: live validation says exactly what is wrong', () => {
  useFreshDb()

  it('a blank board names the missing values and every unassigned square', async () => {
    const w = await mountWithApp(BoardEditor)
    const list = problems(w)
    expect(list).toContain('Plot 1: enter the acreage.')
    expect(list).toContain('Plot 17: enter the appraisal value.')
    expect(list).toContain('The square in row 1, column 1 belongs to no plot.')
    expect(list).toContain('The square in row 11, column 11 belongs to no plot.')
    expect(w.text()).toContain(`${list.length} problem(s) to fix:`)
  })

  it('the demo board copied in is complete; a wrong acreage, a moved square and an empty name are each named', async () => {
    const w = await mountWithApp(BoardEditor)
    await button(w, 'Copy the demo board').trigger('click')
    expect(w.text()).toContain('The board is complete: 17 plots, 121 acres, every plot connected.')
    expect(problems(w)).toEqual([])

    // acreage of plot 1 (Abbey Fields, 9 squares) typed as 8
    await fill(w, 'Acreage of plot 1 (1 to 9)', '8')
    expect(problems(w)).toEqual(['The acreages add up to 120; the map has 121 acres.', 'Plot 1 (Abbey Fields) has 8 acres but 9 squares on the map.'])
    await fill(w, 'Acreage of plot 1 (1 to 9)', '9')
    expect(problems(w)).toEqual([])

    // paint the top-left square (plot 1) with plot 2: plot 2 falls apart, plot 1 is a square short
    await w.get('[aria-label="Plot 2 (Brookside): 8 of 8 squares"]').trigger('click')
    await w.get('[aria-label="Row 1, column 1: 1 (Abbey Fields)"]').trigger('click')
    expect(w.find('[aria-label="Row 1, column 1: 2 (Brookside)"]').exists()).toBe(true)
    expect(problems(w)).toEqual([
      'Plot 1 (Abbey Fields) has 9 acres but 8 squares on the map.',
      'Plot 2 (Brookside) has 8 acres but 9 squares on the map.',
      'Plot 2 (Brookside) falls apart into 2 pieces: its squares must touch along edges.',
    ])
    // tapping it again with the same plot clears the square
    await w.get('[aria-label="Row 1, column 1: 2 (Brookside)"]').trigger('click')
    expect(problems(w)).toContain('The square in row 1, column 1 belongs to no plot.')

    // values: a name used twice, a harvest that is not a number
    await fill(w, 'Name of plot 3', 'abbey fields')
    await fill(w, 'Harvest value of plot 4', '12.5')
    expect(problems(w)).toContain('Plot 3 (abbey fields) has the same name as plot 1 (Abbey Fields): abbey fields.')
    expect(problems(w)).toContain('Plot 4 (Dunmore Farm): harvest value must be a whole number above 0, not 12.5.')
  })

  it('a bad board file changes nothing and says why; a good one replaces the board', async () => {
    const w = await mountWithApp(BoardEditor)
    await button(w, 'Copy the demo board').trigger('click')
    await fill(w, 'Name of plot 1', 'Kept')
    const editor = w.vm as unknown as { importText: (text: string) => void }

    editor.importText('this is not json')
    await flushPromises()
    expect(w.get('[data-testid="file-error"]').text()).toBe('The file was not imported, nothing was changed: The file is not a JSON board file.')
    expect((w.get('input[aria-label="Name of plot 1"]').element as HTMLInputElement).value).toBe('Kept')

    const short = { ...demoBoard, plots: demoBoard.plots.slice(0, 16) }
    editor.importText(JSON.stringify(short))
    await flushPromises()
    expect(w.get('[data-testid="file-error"]').text()).toMatch(/^The file was not imported, nothing was changed: The board has 16 plots; it needs 17\. \(and \d+ more problem\(s\)\)$/)
    expect((w.get('input[aria-label="Name of plot 1"]').element as HTMLInputElement).value).toBe('Kept')

    editor.importText(JSON.stringify({ ...demoBoard, name: 'Imported board' }))
    await flushPromises()
    expect(w.find('[data-testid="file-error"]').exists()).toBe(false)
    expect((w.get('input[aria-label="Name of plot 1"]').element as HTMLInputElement).value).toBe('Abbey Fields')
    expect(w.text()).toContain('Imported board was imported. Save it to keep it.')
  })

  it('saves to Dexie: a complete board is ready to play, an incomplete one is kept with its problem count', async () => {
    const w = await mountWithApp(BoardEditor)
    await button(w, 'Save (incomplete)').trigger('click')
    await flushPromises()
    expect(w.text()).toContain('Give the board a name.')
    await fill(w, 'Board name', 'Our board')
    await button(w, 'Save (incomplete)').trigger('click')
    await vi.waitFor(() => expect(w.text()).toMatch(/Our board is saved, but \d+ problem\(s\) remain/))
    await button(w, 'Copy the demo board').trigger('click')
    await fill(w, 'Board name', 'Our board')
    await button(w, 'Save board').trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Our board is saved and ready to play.'))
    const rows = await getDb().boards.toArray()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.name).toBe('Our board')
  })
})
