import { describe, expect, it } from 'vitest'
import { CASING_STEP, LINE_WIDTH, segmentWidth } from '@/components/charts/casing'

// Anna, Ben and Cem level at 1,500 until Anna's salary at the 4th point; Ben's salary at the 5th
const data = [
  [1500, 1500, 1500, 1700, 1700],
  [1500, 1500, 1500, 1500, 1700],
  [1500, 1500, 1500, 1500, 1500],
]
const widths = (at: number, shown?: (i: number) => boolean) => data.map((_, i) => segmentWidth(data, i, at, shown))

describe('segmentWidth', () => {
  it('nests lines level with each other: the first drawn on top at the line width, each one under it a step wider', () => {
    expect(widths(0)).toEqual([LINE_WIDTH, LINE_WIDTH + CASING_STEP, LINE_WIDTH + 2 * CASING_STEP])
    // the segment that ends in Anna's step still runs level at 1,500 for all three
    expect(widths(2)).toEqual([LINE_WIDTH, LINE_WIDTH + CASING_STEP, LINE_WIDTH + 2 * CASING_STEP])
  })

  it('gives a line that left the others its own width, and cases only the lines still level', () => {
    // Anna at 1,700: Ben and Cem run on at 1,500, Cem under Ben
    expect(widths(3)).toEqual([LINE_WIDTH, LINE_WIDTH, LINE_WIDTH + CASING_STEP])
    // Ben joins Anna at 1,700 (under her), Cem alone at 1,500
    expect(widths(4)).toEqual([LINE_WIDTH, LINE_WIDTH + CASING_STEP, LINE_WIDTH])
  })

  it('lets a line hidden from the legend case nothing', () => {
    // Anna hidden: Ben is on top, Cem a step wider under him
    const [, ben, cem] = widths(0, (i) => i !== 0)
    expect([ben, cem]).toEqual([LINE_WIDTH, LINE_WIDTH + CASING_STEP])
    // Ben hidden: Cem is cased by Anna alone
    const [anna, , cem2] = widths(0, (i) => i !== 1)
    expect([anna, cem2]).toEqual([LINE_WIDTH, LINE_WIDTH + CASING_STEP])
  })

  it('is the line width for a line or a point it does not know', () => {
    expect(segmentWidth(data, 7, 0)).toBe(LINE_WIDTH)
    expect(segmentWidth(data, 1, 9)).toBe(LINE_WIDTH)
  })
})
