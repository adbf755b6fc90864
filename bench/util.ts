/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b)
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))
  return s[i] ?? Number.NaN
}
export function fmtMs(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 2 : 0)} ms`
}
/** Prints one figure: what, value, target. */
export function row(what: string, value: string, target: string): void {
  console.log(`| ${what} | ${value} | ${target} |`)
}
