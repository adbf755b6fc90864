/** A line's width where it runs alone (px). */
export const LINE_WIDTH = 3
/** How much wider a line is for each line drawn over it on the same value (px): half of it shows on each side. */
export const CASING_STEP = 4

/**
 * The width of line `line` on its segment that holds the value at index `at` (a stepped chart's
 * segment runs level at its first point's value, then steps at the next point). Chart.js draws
 * the first line on top; where a line runs level with k shown lines drawn over it (every player's
 * 1,500 at the start), it is k steps wider, so that it shows as a border of its own colour around
 * them instead of being hidden: three players level read as three nested stripes. Elsewhere every
 * line has the same width. Nothing moves: each stripe stays centred on its true value.
 */
export function segmentWidth(
  data: readonly (readonly number[])[],
  line: number,
  at: number,
  shown: (line: number) => boolean = () => true,
): number {
  const value = data[line]?.[at]
  if (value === undefined) return LINE_WIDTH
  let over = 0
  for (let j = 0; j < line; j++) if (shown(j) && data[j]?.[at] === value) over++
  return LINE_WIDTH + CASING_STEP * over
}
