/** A disc at a line's end (its position on the canvas, in px). */
export interface EndMark {
  x: number
  y: number
}

/**
 * Where the end discs of a chart's lines are drawn: at each line's last point, except that a disc
 * which would cover one already placed (lines ending at the same height) steps to the left by one
 * disc and a gap, until it is free, so every initial stays readable. Order is kept.
 */
export function placeEndMarks<M extends EndMark>(marks: readonly M[], radius: number): M[] {
  const placed: M[] = []
  for (const m of marks) {
    let x = m.x
    while (placed.some((p) => Math.abs(p.x - x) < 2 * radius && Math.abs(p.y - m.y) < 2 * radius)) x -= 2 * radius + 2
    placed.push({ ...m, x })
  }
  return placed
}
