// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { getDb } from '@/db'
import { demoBoard } from '@/domain/games/discretion/board'
import { GRID_SIZE } from '@/domain/games/discretion/types'
import BoardEditor from '@/components/games/discretion/BoardEditor.vue'
import { useBoardsStore } from '@/stores/boards'
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
const inputValue = (w: VueWrapper, label: string) =>
  (w.get(`input[aria-label="${label}"]`).element as HTMLInputElement).value
/** The editor's map as rows of plot numbers ('.' = free), read from the squares' labels. */
function picture(w: VueWrapper, rows = GRID_SIZE): string[] {
  const cells = w.findAll('[data-testid="board-map"] button')
  return Array.from({ length: rows }, (_, r) =>
    cells
      .slice(r * GRID_SIZE, (r + 1) * GRID_SIZE)
      .map((c) => c.text() || '.')
      .join(' '),
  )
}

/**
 * Pointer gestures as a browser delivers them: down on a square, moves with coordinates the grid
 * resolves with document.elementFromPoint (square (r, c) lies at x = 10c + 5, y = 10r + 5), up on
 * the grid (it captured the pointer), then the click a browser sends after a tap.
 */
function pointerDrag(w: VueWrapper, path: [number, number][], pointerType = 'touch') {
  const grid = w.get('[data-testid="board-map"]').element as HTMLElement
  const cellAt = (r: number, c: number) => grid.querySelector(`[data-index="${r * GRID_SIZE + c}"]`) as HTMLElement
  vi.spyOn(document, 'elementFromPoint').mockImplementation((x: number, y: number) =>
    cellAt(Math.floor(y / 10), Math.floor(x / 10)),
  )
  const opts = (r: number, c: number) => ({
    bubbles: true,
    pointerId: 7,
    pointerType,
    button: 0,
    clientX: c * 10 + 5,
    clientY: r * 10 + 5,
  })
  const [first, ...rest] = path
  cellAt(...first!).dispatchEvent(new PointerEvent('pointerdown', opts(...first!)))
  for (const [r, c] of rest) grid.dispatchEvent(new PointerEvent('pointermove', opts(r, c)))
  const last = path.at(-1)!
  grid.dispatchEvent(new PointerEvent('pointerup', opts(...last)))
  cellAt(...last).dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))
}

/** The editor has read its board and draft (it is no longer busy). */
async function settled(w: VueWrapper) {
  await vi.waitFor(() => expect(w.get('.board-editor').attributes('aria-busy')).toBe('false'))
  return w
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('Discretion board editor: live validation says exactly what is wrong', () => {
  useFreshDb()

  it('a blank board lists what is missing per kind, and the free squares by their count', async () => {
    const w = await mountWithApp(BoardEditor)
    expect(problems(w)).toEqual([
      '17 plots are not on the map yet: 1–17.',
      '17 plots have no name yet: 1–17.',
      '17 plots have no harvest value yet: 1–17.',
      '17 plots have no appraisal value yet: 1–17.',
      '121 squares belong to no plot yet (blank on the map).',
    ])
    expect(w.text()).toContain('5 problems to fix:')
  })

  it('the demo board copied in is complete; a moved square, a name used twice and a typo are each named', async () => {
    const w = await mountWithApp(BoardEditor)
    await button(w, 'Copy the demo board').trigger('click')
    expect(w.text()).toContain('The board is complete: 17 plots, 121 acres, every plot connected.')
    expect(problems(w)).toEqual([])
    expect(w.get('output[aria-label^="Acreage of plot 1:"]').text()).toBe('9')

    // paint the top-left square (plot 1) with plot 2: plot 2 falls apart, the acreages follow the map
    await w.get('[aria-label="Plot 2 (Brookside): 8 squares"]').trigger('click')
    await w.get('[aria-label="Row 1, column 1: 1 (Abbey Fields)"]').trigger('click')
    expect(w.find('[aria-label="Row 1, column 1: 2 (Brookside)"]').exists()).toBe(true)
    expect(w.get('output[aria-label^="Acreage of plot 1:"]').text()).toBe('8')
    expect(problems(w)).toEqual(['Plot 2 (Brookside) falls apart into 2 pieces: its squares must touch along edges.'])
    // tapping it again with the same plot clears the square
    await w.get('[aria-label="Row 1, column 1: 2 (Brookside)"]').trigger('click')
    expect(problems(w)).toEqual(['1 square belongs to no plot yet (blank on the map).'])

    // values: a name used twice, a harvest that is not a number
    await fill(w, 'Name of plot 3', 'abbey fields')
    await fill(w, 'Harvest value of plot 4', '12.5')
    expect(problems(w)).toContain('Plot 3 (abbey fields) has the same name as plot 1 (Abbey Fields): abbey fields.')
    expect(problems(w)).toContain('Plot 4 (Dunmore Farm): harvest value must be a whole number above 0, not 12.5.')
  })

  it('numbers are grouped as they are typed (en "1,100,000", de "1.100.000"), the board keeps the number', async () => {
    const w = await mountWithApp(BoardEditor)
    await fill(w, 'Appraisal value of plot 1', '1100000')
    expect(inputValue(w, 'Appraisal value of plot 1')).toBe('1,100,000')
    await fill(w, 'Harvest value of plot 1', '360,000')
    expect(inputValue(w, 'Harvest value of plot 1')).toBe('360,000')
    expect(problems(w).join(' ')).not.toMatch(/plot 1\b.*(harvest|appraisal)/)
    expect(problems(w)).toContain('16 plots have no harvest value yet: 2–17.')

    const de = await mountWithApp(BoardEditor, {}, 'de')
    await fill(de, 'Schätzwert von Grundstück 1', '1100000')
    expect(inputValue(de, 'Schätzwert von Grundstück 1')).toBe('1.100.000')
  })

  it('Enter goes on to the next value, row by row (a phone keyboard’s "next")', async () => {
    const w = await mountWithApp(BoardEditor, { attachTo: document.body })
    const order = ['Name of plot 1', 'Harvest value of plot 1', 'Appraisal value of plot 1', 'Name of plot 2']
    ;(w.get(`input[aria-label="${order[0]}"]`).element as HTMLInputElement).focus()
    for (const next of order.slice(1)) {
      await w
        .get(`input[aria-label="${(document.activeElement as HTMLElement).getAttribute('aria-label')}"]`)
        .trigger('keydown', { key: 'Enter' })
      expect(document.activeElement?.getAttribute('aria-label')).toBe(next)
    }
    w.unmount()
  })

  it('a bad board file changes nothing and says why; a good one replaces the board', async () => {
    const w = await mountWithApp(BoardEditor)
    await button(w, 'Copy the demo board').trigger('click')
    await fill(w, 'Name of plot 1', 'Kept')
    const editor = w.vm as unknown as { importText: (text: string) => void }

    editor.importText('this is not json')
    await flushPromises()
    expect(w.get('[data-testid="file-error"]').text()).toBe(
      'The file was not imported, nothing was changed: The file is not a JSON board file.',
    )
    expect(inputValue(w, 'Name of plot 1')).toBe('Kept')

    const short = { ...demoBoard, plots: demoBoard.plots.slice(0, 16) }
    editor.importText(JSON.stringify(short))
    await flushPromises()
    expect(w.get('[data-testid="file-error"]').text()).toMatch(
      /^The file was not imported, nothing was changed: The board has 16 plots; it needs 17\. \(and (one more problem|\d+ more problems)\)$/,
    )
    expect(inputValue(w, 'Name of plot 1')).toBe('Kept')

    editor.importText(JSON.stringify({ ...demoBoard, name: 'Imported board' }))
    await flushPromises()
    expect(w.find('[data-testid="file-error"]').exists()).toBe(false)
    expect(inputValue(w, 'Name of plot 1')).toBe('Abbey Fields')
    expect(w.text()).toContain('Imported board was imported. Save it to keep it.')
  })

  it('saves to Dexie: a complete board is ready to play, an incomplete one is kept with its problem count', async () => {
    const w = await mountWithApp(BoardEditor)
    await flushPromises()
    await button(w, 'Save (incomplete)').trigger('click')
    await flushPromises()
    expect(w.text()).toContain('Give the board a name.')
    await fill(w, 'Board name', 'Our board')
    await button(w, 'Save (incomplete)').trigger('click')
    await vi.waitFor(() =>
      expect(w.text()).toMatch(/Our board is saved, but (one problem remains|\d+ problems remain)/),
    )
    await button(w, 'Copy the demo board').trigger('click')
    await fill(w, 'Board name', 'Our board')
    await button(w, 'Save board').trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Our board is saved and ready to play.'))
    const rows = await getDb().boards.toArray()
    expect(rows.map((r) => r.name)).toEqual(['Our board'])
  })
})

describe('Discretion board editor: painting by dragging (pointer events)', () => {
  useFreshDb()

  it('one drag paints a plot, numbered as painted; the next drag the next plot; a tap clears a painted square', async () => {
    const w = await mountWithApp(BoardEditor, { attachTo: document.body })
    pointerDrag(w, [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
      [1, 1],
      [1, 0],
    ])
    await flushPromises()
    pointerDrag(
      w,
      [
        [0, 3],
        [2, 3],
      ],
      'mouse',
    ) // a fast move: the square between is painted too
    await flushPromises()
    expect(picture(w, 3)).toEqual(['1 1 1 2 . . . . . . .', '1 1 1 2 . . . . . . .', '. . . 2 . . . . . . .'])
    expect(w.get('output[aria-label^="Acreage of plot 1:"]').text()).toBe('6')
    expect(w.get('output[aria-label^="Acreage of plot 2:"]').text()).toBe('3')
    expect(w.text()).toContain('New plot (3)')

    // a drag from plot 1 across plot 2 extends plot 1 over free squares only
    pointerDrag(w, [
      [1, 2],
      [2, 2],
      [2, 3],
      [2, 4],
    ])
    await flushPromises()
    expect(picture(w, 3)[2]).toBe('. . 1 2 1 . . . . . .')
    // a tap (down and up on one square, then the browser's click) clears it, once
    pointerDrag(w, [[2, 4]])
    await flushPromises()
    expect(picture(w, 3)[2]).toBe('. . 1 2 . . . . . . .')
    expect(w.text()).toContain('10 of 121 squares assigned.')
    w.unmount()
  })

  it('the grid takes the gesture from the page (touch-action: none) and Enter on a focused square taps it', async () => {
    const w = await mountWithApp(BoardEditor)
    const css = (await import('@/components/games/discretion/BoardMapPainter.vue?raw')).default
    expect(css).toMatch(/\.board-map \{[^}]*touch-action: none/)
    // a keyboard click has no pointer before it (detail 0)
    w.get('[data-index="60"]').element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }))
    await flushPromises()
    expect(w.get('[data-index="60"]').attributes('aria-label')).toBe('Row 6, column 6: 1')
  })
})

describe('Discretion board editor: the draft is kept as it is edited and offered again', () => {
  useFreshDb()

  it('edits are saved as a draft (debounced), restored in a new editor, and discarded on request', async () => {
    const w = await settled(await mountWithApp(BoardEditor, { props: { draftDelay: 20 } }))
    expect(w.get('[data-testid="draft-state"]').text()).toBe('')
    await fill(w, 'Board name', 'Half done')
    pointerDrag(w, [
      [0, 0],
      [0, 1],
    ])
    await fill(w, 'Appraisal value of plot 1', '1100000')
    expect(w.get('[data-testid="draft-state"]').text()).toBe('Saving the draft …')
    await vi.waitFor(() => expect(w.get('[data-testid="draft-state"]').text()).toMatch(/^Draft saved at \d\d:\d\d/))
    const draft = await useBoardsStore().getDraft(null)
    expect(draft?.name).toBe('Half done')
    expect(draft?.board.plots[0]).toEqual({ id: 'A', name: '', acreage: 2, harvest: '', appraisal: 1_100_000 })
    expect(draft?.board.map[0]?.slice(0, 3)).toEqual(['A', 'A', null])
    // unsaved work: leaving the page asks
    const ev = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(ev)
    expect(ev.defaultPrevented).toBe(true)
    w.unmount()

    // a reload: a new editor finds the draft and says so
    const again = await mountWithApp(BoardEditor, { props: { draftDelay: 20 } })
    await vi.waitFor(() => expect(again.text()).toMatch(/Your draft of .+ was restored\./))
    expect((again.get('input.input').element as HTMLInputElement).value).toBe('Half done')
    expect(inputValue(again, 'Appraisal value of plot 1')).toBe('1,100,000')
    expect(picture(again, 1)).toEqual(['1 1 . . . . . . . . .'])
    expect((again.vm as unknown as { dirty: boolean }).dirty).toBe(true)

    await button(again, 'Discard draft').trigger('click')
    await flushPromises()
    expect(picture(again, 1)).toEqual(['. . . . . . . . . . .'])
    expect(again.text()).toContain('The draft was discarded.')
    await vi.waitFor(async () => expect(await getDb().boards.count()).toBe(0))
    const quiet = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(quiet)
    expect(quiet.defaultPrevented).toBe(false)
    again.unmount()
  })

  it('saving the board drops its draft; editing the saved board keeps a draft under its id until saved again', async () => {
    const w = await settled(await mountWithApp(BoardEditor, { props: { draftDelay: 10 } }))
    await button(w, 'Copy the demo board').trigger('click')
    await fill(w, 'Board name', 'Club')
    await vi.waitFor(async () => expect(await useBoardsStore().getDraft(null)).not.toBeNull())
    await button(w, 'Save board').trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Club is saved and ready to play.'))
    expect(await useBoardsStore().getDraft(null)).toBeNull()
    expect((w.vm as unknown as { dirty: boolean }).dirty).toBe(false)
    const id = (await getDb().boards.toArray())[0]!.id
    w.unmount()

    const e = await settled(await mountWithApp(BoardEditor, { props: { boardId: id, draftDelay: 10 } }))
    await vi.waitFor(() => expect(inputValue(e, 'Name of plot 1')).toBe('Abbey Fields'))
    expect(e.text()).not.toContain('was restored')
    await fill(e, 'Name of plot 1', 'Abbey Meadows')
    await vi.waitFor(async () =>
      expect((await useBoardsStore().getDraft(id))?.board.plots[0]?.name).toBe('Abbey Meadows'),
    )
    // the saved board is unchanged until saved
    expect((await useBoardsStore().get(id))?.board.plots[0]?.name).toBe('Abbey Fields')
    // typing it back as it was: nothing unsaved, the draft goes
    await fill(e, 'Name of plot 1', 'Abbey Fields')
    await vi.waitFor(async () => expect(await useBoardsStore().getDraft(id)).toBeNull())
    e.unmount()
  })
})
