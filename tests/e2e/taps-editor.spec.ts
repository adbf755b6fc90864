import { test, expect, type CDPSession, type Locator, type Page } from '@playwright/test'
import { demoBoard } from '../../src/domain/games/discretion/board'
import { GRID_SIZE, type Board } from '../../src/domain/games/discretion/types'
import { recordFlow } from './budget'

// Issue 14 "Board entry ≤ 60 taps, ≤ 3 minutes" for a full 17-plot, 121-acre board: the demo
// board's plot shapes and values are entered as a new board, each plot painted with one touch drag
// (a drag is one gesture: counted as one tap), the values typed (counted apart: characters and the
// keyboard's Enter/"next" between fields). The flow is exactly the budgeted gestures; then the saved
// board is compared with the demo board, whole. On the way the page is reloaded: the draft comes back.

type Cell = [number, number]

/** A walk over a plot's squares along edges that reaches every one (depth first, stepping back over visited ones): one drag paints the plot. */
function walkOf(board: Board, plot: string): Cell[] {
  const cells = new Set<string>()
  board.map.forEach((row, r) => row.forEach((v, c) => v === plot && cells.add(`${r},${c}`)))
  const first = [...cells][0]!.split(',').map(Number) as Cell
  const seen = new Set<string>()
  const walk: Cell[] = []
  const visit = ([r, c]: Cell) => {
    seen.add(`${r},${c}`)
    walk.push([r, c])
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ] as const) {
      const k = `${r + dr},${c + dc}`
      if (cells.has(k) && !seen.has(k)) {
        visit([r + dr, c + dc])
        walk.push([r, c])
      }
    }
  }
  visit(first)
  return walk
}

/** One touch gesture along squares of the editor's grid (a finger down, moved, lifted). */
async function touchDrag(cdp: CDPSession, grid: Locator, walk: Cell[]) {
  // the whole grid in view, clear of the fixed bottom bar (a person scrolls it there too)
  await grid.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  const box = (await grid.boundingBox())!
  const size = box.width / GRID_SIZE
  const at = ([r, c]: Cell) => ({ x: box.x + (c + 0.5) * size, y: box.y + (r + 0.5) * size })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(walk[0]!)] })
  for (const cell of walk.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(cell)] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/** The boards stored in the app's IndexedDB (drafts included), read as the app left them. */
function storedBoards(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ id: string; name: string; board: Board }[]>((resolve, reject) => {
        const open = indexedDB.open('tischbank')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const all = db.transaction('boards').objectStore('boards').getAll()
          all.onsuccess = () => {
            resolve(all.result as never)
            db.close()
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )
}

test('Discretion board entry: 17 plots, 121 acres in 22 gestures (17 drags) + typed values; the draft survives a reload', async ({
  page,
}) => {
  // the setup form is filled in first (not counted): the names must survive the detour to the editor
  await page.goto('/new?type=discretion')
  for (const [i, n] of ['Anna', 'Ben', 'Cem'].entries())
    await page.getByRole('textbox', { name: `Name of player ${i + 1}` }).fill(n)

  let gestures = 0
  let typed = 0
  let enters = 0
  const taps: Locator[] = []
  const tap = async (l: Locator) => {
    taps.push(l)
    gestures++
    await l.click()
  }
  /** Typed characters: digits key by key (the field groups them as they come); names as one text input each (same characters, fewer browser round trips). */
  const type = async (text: string) => {
    typed += [...text].length
    if (/^\d+$/.test(text)) await page.keyboard.type(text)
    else await page.keyboard.insertText(text)
  }
  const next = async () => {
    enters++
    await page.keyboard.press('Enter')
  }

  // 1: to the editor (it opens at its top)
  await tap(page.getByRole('link', { name: 'Enter a board' }))
  await expect(page.getByRole('heading', { name: 'Discretion board', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.locator('.board-editor')).toHaveAttribute('aria-busy', 'false')

  // 2: the board's name
  await tap(page.getByRole('textbox', { name: 'Board name' }))
  await type('Our board')

  // 3–19: one touch drag per plot, plots numbered as painted (A is 1, … Q is 17)
  const grid = page.getByRole('group', { name: 'Squares of the map' })
  const cdp = await page.context().newCDPSession(page)
  for (const [i, plot] of demoBoard.plots.entries()) {
    taps.push(grid)
    gestures++
    await touchDrag(cdp, grid, walkOf(demoBoard, plot.id))
    await expect(page.getByRole('radio', { name: `Plot ${i + 1}: ${plot.acreage} squares` })).toBeVisible()
  }
  await expect(page.getByText('121 of 121 squares assigned.')).toBeVisible()
  await cdp.detach()

  // 20: into the first plot's name, then typed row by row, Enter (the phone's "next") between fields
  await tap(page.getByRole('textbox', { name: 'Name of plot 1', exact: true }))
  for (const [i, p] of demoBoard.plots.entries()) {
    await type(p.name)
    await next()
    await type(String(p.harvest))
    await next()
    await type(String(p.appraisal))
    if (i < demoBoard.plots.length - 1) await next()
  }
  await expect(page.getByRole('textbox', { name: 'Appraisal value of plot 1', exact: true })).toHaveValue('1,100,000')
  await expect(page.getByText('The board is complete: 17 plots, 121 acres, every plot connected.')).toBeVisible()

  // the number and name columns stay in view while the table scrolls sideways
  const nameCell = page.getByRole('textbox', { name: 'Name of plot 9' })
  const before = (await nameCell.boundingBox())!
  await page.locator('.board-plots-scroll').evaluate((el) => el.scrollTo({ left: 400 }))
  await expect(page.getByRole('textbox', { name: 'Appraisal value of plot 9' })).toBeInViewport()
  expect((await nameCell.boundingBox())!.x).toBeCloseTo(before.x, 0)

  // a reload before saving: the page warns (beforeunload), the draft comes back as it was
  await expect(page.getByTestId('draft-state')).toHaveText(/^Draft saved at /)
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.type())
    void d.accept()
  })
  await page.evaluate(() => location.reload())
  await expect(page.getByText(/^Your draft of .+ was restored\.$/)).toBeVisible()
  expect(dialogs).toEqual(['beforeunload'])
  await expect(page.getByRole('textbox', { name: 'Board name' })).toHaveValue('Our board')
  await expect(page.getByRole('textbox', { name: 'Name of plot 17' })).toHaveValue('Quayside')
  await expect(page.getByText('121 of 121 squares assigned.')).toBeVisible()

  // 21: save; 22: back to the setup form with this board
  await tap(page.getByRole('button', { name: 'Save board' }))
  await expect(page.getByText('Our board is saved and ready to play.')).toBeVisible()
  await tap(page.getByRole('link', { name: 'Start a new game with this board' }))

  // the outcome: the names typed before the detour are there, the board is chosen, stored as entered
  for (const [i, n] of ['Anna', 'Ben', 'Cem'].entries())
    await expect(page.getByRole('textbox', { name: `Name of player ${i + 1}` })).toHaveValue(n)
  await expect(page.getByRole('radio', { name: /Our board/ })).toBeChecked()
  const stored = await storedBoards(page)
  expect(stored.map((b) => [b.id.startsWith('draft:') ? b.id : 'board', b.name])).toEqual([['board', 'Our board']])
  expect(stored[0]!.board.plots).toEqual(demoBoard.plots)
  expect(stored[0]!.board.map).toEqual(demoBoard.map)

  expect(gestures).toBe(22)
  expect(taps).toHaveLength(22)
  recordFlow(
    'Discretion board entry, 17 plots / 121 acres',
    taps,
    `one drag per plot (17) + editor, name, first field, save, use it (5) + ${typed} characters and ${enters} × Enter typed: ≤ 60`,
    { typed: typed + enters, max: 60 },
  )
})
