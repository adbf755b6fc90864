/** One ranked item: the item itself with its 1-based rank. */
export type Ranked<T> = T & { rank: number }

/**
 * The one rank-with-ties of every game's result (standard competition ranking): higher values
 * first, equal values share a rank (1, 1, 3); items that are out of the game come after all
 * others, ranked among themselves the same way. Stable: equal items keep their order.
 */
export function rankBy<T extends object>(
  items: readonly T[],
  value: (item: T) => number,
  isOut: (item: T) => boolean = () => false,
): Ranked<T>[] {
  const rows = items.map((item, i) => ({ item, i, v: value(item), out: isOut(item) }))
  rows.sort((a, b) => Number(a.out) - Number(b.out) || b.v - a.v || a.i - b.i)
  let rank = 0
  return rows.map((r, i) => {
    const prev = rows[i - 1]
    if (!prev || prev.v !== r.v || prev.out !== r.out) rank = i + 1
    return { ...r.item, rank }
  })
}
