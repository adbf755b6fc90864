/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b)
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))
  return s[i] ?? Number.NaN
}
export function fmtMs(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 2 : 0)} ms`
}
/** Prints one figure: what, value, target (the supplementary sections). */
export function row(what: string, value: string, target: string): void {
  console.log(`| ${what} | ${value} | ${target} |`)
}

/** A measured value with its text; the ratio to the floor is taken on `v`. */
export interface Value {
  v: number
  text: string
}
export const ms = (v: number): Value => ({ v, text: fmtMs(v) })
export const kb = (bytes: number): Value => ({ v: bytes, text: `${(bytes / 1024).toFixed(1)} KB` })
export const pct = (v: number): Value => ({ v, text: `${Math.round(v)} %` })

/** One row of the target table: measured and its floor from the same run. */
export interface Figure {
  figure: string
  measured: Value | string
  floor: Value | string
  target: string
}
export const figures: Figure[] = []
export function figure(name: string, measured: Value | string, floor: Value | string, target: string): void {
  figures.push({ figure: name, measured, floor, target })
  // printed at once too: a long run shows its progress
  console.error(`  ${name}: ${text(measured)} (floor ${text(floor)})`)
}
function text(v: Value | string): string {
  return typeof v === 'string' ? v : v.text
}
export function printFigures(): void {
  console.log('\n## Targets of issue 16: each figure beside its floor, measured in the same run\n')
  console.log('| figure | measured | floor | ratio | target |\n|---|---|---|---|---|')
  for (const f of figures) {
    const ratio =
      typeof f.measured !== 'string' && typeof f.floor !== 'string' && f.floor.v > 0
        ? `${(f.measured.v / f.floor.v).toFixed(2)} ×`
        : ''
    console.log(`| ${f.figure} | ${text(f.measured)} | ${text(f.floor)} | ${ratio} | ${f.target} |`)
  }
}
