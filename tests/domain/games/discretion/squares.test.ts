import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { demoBoard, validateBoard } from '@/domain/games/discretion/board'
import { boardPlaces, plotParts, squarePlace, squareText, type SquarePart } from '@/domain/games/discretion/squares'
import { GRID_SIZE, PLOT_COUNT, type Board, type Cell } from '@/domain/games/discretion/types'
import { testWords } from '../../export/words'

const en = testWords('en')
const de = testWords('de')

/** A random valid board: a snake through the map cut into 17 plots of 1–9 squares, then squares moved between neighbouring plots (each move keeps both plots connected and within 1–9). */
function randomBoard(seed: number, moves = 400): Board {
  let s = seed >>> 0 || 1
  const rnd = (n: number) => {
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    return s % n
  }
  const sizes = Array<number>(PLOT_COUNT).fill(7)
  sizes[rnd(PLOT_COUNT)]! += 1
  sizes[rnd(PLOT_COUNT)]! += 1
  for (let k = 0; k < 60; k++) {
    const a = rnd(PLOT_COUNT)
    const b = rnd(PLOT_COUNT)
    if (a !== b && sizes[a]! > 1 && sizes[b]! < 9) {
      sizes[a]! -= 1
      sizes[b]! += 1
    }
  }
  const byColumns = rnd(2) === 1
  const snake: Cell[] = []
  for (let i = 0; i < GRID_SIZE; i++)
    for (let j = 0; j < GRID_SIZE; j++)
      snake.push(byColumns ? [i % 2 ? GRID_SIZE - 1 - j : j, i] : [i, i % 2 ? GRID_SIZE - 1 - j : j])
  const map: string[][] = Array.from({ length: GRID_SIZE }, () => Array<string>(GRID_SIZE).fill(''))
  let at = 0
  sizes.forEach((n, i) => {
    for (let k = 0; k < n; k++) {
      const [r, c] = snake[at++]!
      map[r]![c] = `p${i}`
    }
  })
  const count = new Map<string, number>(sizes.map((n, i) => [`p${i}`, n]))
  const connectedWithout = (id: string, r0: number, c0: number): boolean => {
    const cells: Cell[] = []
    for (let r = 0; r < GRID_SIZE; r++)
      for (let c = 0; c < GRID_SIZE; c++) if (map[r]![c] === id && (r !== r0 || c !== c0)) cells.push([r, c])
    const seen = new Set([cells[0]![0] * GRID_SIZE + cells[0]![1]])
    const stack = [cells[0]!]
    while (stack.length) {
      const [r, c] = stack.pop()!
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const k = (r + dr) * GRID_SIZE + c + dc
        if (map[r + dr]?.[c + dc] === id && (r + dr !== r0 || c + dc !== c0) && !seen.has(k)) {
          seen.add(k)
          stack.push([r + dr, c + dc])
        }
      }
    }
    return seen.size === cells.length
  }
  for (let k = 0; k < moves; k++) {
    const r = rnd(GRID_SIZE)
    const c = rnd(GRID_SIZE)
    const [dr, dc] = (
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const
    )[rnd(4)]!
    const from = map[r]![c]!
    const to = map[r + dr]?.[c + dc]
    if (!to || to === from || count.get(from)! <= 1 || count.get(to)! >= 9 || !connectedWithout(from, r, c)) continue
    map[r]![c] = to
    count.set(from, count.get(from)! - 1)
    count.set(to, count.get(to)! + 1)
  }
  return {
    name: 'Random',
    plots: sizes.map((_, i) => ({
      id: `p${i}`,
      name: `Plot ${i + 1}`,
      acreage: count.get(`p${i}`)!,
      harvest: 1,
      appraisal: 1,
    })),
    map,
  }
}

/** Every square's text of a board, grouped by plot. */
function textsByPlot(board: Board, w = en): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (let r = 0; r < GRID_SIZE; r++) {
    for (let c = 0; c < GRID_SIZE; c++) {
      const plot = board.map[r]![c]!
      out.set(plot, [...(out.get(plot) ?? []), squareText(w, board, [r, c])])
    }
  }
  return out
}

const partKey = (p: SquarePart | null) => JSON.stringify(p)

/** A connected set of up to 9 squares grown from a start square by random picks. */
const polyomino = fc
  .record({
    start: fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })),
    picks: fc.array(fc.nat(), { minLength: 0, maxLength: 8 }),
  })
  .map(({ start, picks }) => {
    const cells: Cell[] = [start]
    const has = (r: number, c: number) => cells.some((x) => x[0] === r && x[1] === c)
    for (const k of picks) {
      const options: Cell[] = []
      for (const [r, c] of cells) {
        for (const [dr, dc] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const n: Cell = [r + dr, c + dc]
          if (
            n[0] >= 0 &&
            n[0] < GRID_SIZE &&
            n[1] >= 0 &&
            n[1] < GRID_SIZE &&
            !has(n[0], n[1]) &&
            !options.some((o) => o[0] === n[0] && o[1] === n[1])
          )
            options.push(n)
        }
      }
      if (options.length) cells.push(options[k % options.length]!)
    }
    return cells
  })

describe('squares named by plot (no coordinates)', () => {
  it('names every square of the demo board: the 3 × 3 Abbey Fields by its nine compass points', () => {
    const abbey = textsByPlot(demoBoard).get('A')
    expect(abbey).toEqual([
      'Abbey Fields, north-west square',
      'Abbey Fields, north square',
      'Abbey Fields, north-east square',
      'Abbey Fields, west square',
      'Abbey Fields, centre square',
      'Abbey Fields, east square',
      'Abbey Fields, south-west square',
      'Abbey Fields, south square',
      'Abbey Fields, south-east square',
    ])
    // Brookside: BBB / BBB / BB. (8 squares)
    expect(textsByPlot(demoBoard).get('B')).toEqual([
      'Brookside, north-west square',
      'Brookside, north square',
      'Brookside, north-east square',
      'Brookside, west square',
      'Brookside, centre square',
      'Brookside, east square',
      'Brookside, south-west square',
      'Brookside, south square',
    ])
    expect(squareText(de, demoBoard, [0, 2])).toBe('Abbey Fields, nordöstliches Feld')
    expect(squareText(de, demoBoard, [1, 1])).toBe('Abbey Fields, mittleres Feld')
    // New Town's north side (cols 4–6 of a plot 4 columns wide): its east end has no corner square
    expect(squareText(en, demoBoard, [7, 6])).toBe('New Town, north side, east end')
    expect(squareText(de, demoBoard, [7, 6])).toBe('New Town, Nordseite, östliches Ende')
    expect(squareText(de, demoBoard, [1, 9])).toBe('Dunmore Farm, Westseite, 2. Feld von Norden')
  })

  it('a plot of one line counts from the nearer end; a longer side counts along it; the middle keeps its compass point', () => {
    // a line of 5: west, 2nd from the west, centre, 2nd from the east, east
    const line5: Cell[] = [0, 1, 2, 3, 4].map((c) => [2, c])
    const board = {
      ...demoBoard,
      map: Array.from({ length: GRID_SIZE }, (_, r) =>
        Array.from({ length: GRID_SIZE }, (_, c) => (r === 2 && c < 5 ? 'L' : 'X')),
      ),
    }
    board.plots = [{ id: 'L', name: 'Longacre', acreage: 5, harvest: 1, appraisal: 1 }]
    expect(line5.map((c) => squareText(en, board, c))).toEqual([
      'Longacre, west square',
      'Longacre, 2nd square from the west',
      'Longacre, centre square',
      'Longacre, 2nd square from the east',
      'Longacre, east square',
    ])
    expect(line5.map((c) => squareText(de, board, c))).toEqual([
      'Longacre, westliches Feld',
      'Longacre, 2. Feld von Westen',
      'Longacre, mittleres Feld',
      'Longacre, 2. Feld von Osten',
      'Longacre, östliches Feld',
    ])
    // 2 × 4: the north side's two middle squares are counted along it
    const twoByFour: Cell[] = [0, 1].flatMap((r) => [0, 1, 2, 3].map((c) => [r, c] as Cell))
    expect(plotParts(twoByFour).slice(0, 4)).toEqual([
      { kind: 'at', at: 'northWest' },
      { kind: 'along', side: 'north', n: 2, from: 'west' },
      { kind: 'along', side: 'north', n: 2, from: 'east' },
      { kind: 'at', at: 'northEast' },
    ])
    const col4: Cell[] = [0, 1, 2, 3].map((r) => [r, 7])
    expect(plotParts(col4)).toEqual([
      { kind: 'at', at: 'north' },
      { kind: 'along', side: null, n: 2, from: 'north' },
      { kind: 'along', side: null, n: 2, from: 'south' },
      { kind: 'at', at: 'south' },
    ])
  })

  it('a plot of one square has no part: the plot name alone', () => {
    expect(plotParts([[4, 4]])).toEqual([null])
  })

  it('a centre spread over rows and columns is numbered (last resort) and still unique', () => {
    // a 4 × 4 ring-ish plot whose four middle squares are all centre
    const cells: Cell[] = [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 2],
    ]
    const parts = plotParts(cells)
    expect(parts.filter((p) => p?.kind === 'inner')).toHaveLength(4)
    expect(new Set(parts.map(partKey)).size).toBe(cells.length)
  })

  it('property: the squares of any plot of up to 9 squares get distinct names (parts and en/de texts)', () => {
    fc.assert(
      fc.property(polyomino, (cells) => {
        const parts = plotParts(cells)
        expect(new Set(parts.map(partKey)).size).toBe(cells.length)
        const map = Array.from({ length: GRID_SIZE }, (_, r) =>
          Array.from({ length: GRID_SIZE }, (_, c) => (cells.some((x) => x[0] === r && x[1] === c) ? 'P' : 'Q')),
        )
        const board: Board = {
          name: 'x',
          plots: [{ id: 'P', name: 'Ashgrove', acreage: cells.length, harvest: 1, appraisal: 1 }],
          map,
        }
        for (const w of [en, de]) {
          const texts = cells.map((c) => squareText(w, board, c))
          expect(new Set(texts).size).toBe(cells.length)
          for (const t of texts) expect(t).not.toMatch(/row|column|zeile|spalte|\{|\}|undefined|\d,\s*\d/i)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('property: on random valid boards every square has a place on its own plot and no two squares of a plot share a text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const board = randomBoard(seed)
        expect(validateBoard(board)).toEqual([])
        const places = boardPlaces(board)
        places.forEach((p, i) => expect(p?.plot).toBe(board.map[Math.floor(i / GRID_SIZE)]![i % GRID_SIZE]))
        for (const w of [en, de])
          for (const texts of textsByPlot(board, w).values()) expect(new Set(texts).size).toBe(texts.length)
      }),
      { numRuns: 40 },
    )
  })

  it('the demo board: 121 names, unique within each plot, in en and de', () => {
    for (const w of [en, de]) {
      const byPlot = textsByPlot(demoBoard, w)
      expect([...byPlot.values()].flat()).toHaveLength(121)
      for (const texts of byPlot.values()) expect(new Set(texts).size).toBe(texts.length)
    }
  })

  it('off the map or a square of no plot: no place', () => {
    expect(squarePlace(demoBoard, [11, 0])).toBeNull()
    expect(squarePlace(demoBoard, [-1, 3])).toBeNull()
    expect(squarePlace(demoBoard, [1.5, 3])).toBeNull()
    expect(squarePlace(demoBoard, [0, 0])).toEqual({ plot: 'A', part: { kind: 'at', at: 'northWest' } })
    expect(squareText(en, demoBoard, [11, 0])).toBe('a square off the map')
  })
})
