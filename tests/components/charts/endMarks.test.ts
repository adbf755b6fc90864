import { describe, expect, it } from 'vitest'
import { placeEndMarks } from '@/components/charts/endMarks'

describe('placeEndMarks', () => {
  it('keeps discs where their lines end when they do not touch', () => {
    const marks = [
      { x: 300, y: 10, id: 'a' },
      { x: 300, y: 60, id: 'b' },
    ]
    expect(placeEndMarks(marks, 9)).toEqual(marks)
  })

  it('steps discs of lines that end at the same point to the left, one disc and a gap each', () => {
    const placed = placeEndMarks(
      [
        { x: 300, y: 100, id: 'a' },
        { x: 300, y: 100, id: 'b' },
        { x: 300, y: 105, id: 'c' },
        { x: 300, y: 40, id: 'd' },
      ],
      9,
    )
    expect(placed).toEqual([
      { x: 300, y: 100, id: 'a' },
      { x: 280, y: 100, id: 'b' },
      { x: 260, y: 105, id: 'c' },
      { x: 300, y: 40, id: 'd' },
    ])
  })
})
