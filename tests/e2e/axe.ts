import type { Page } from '@playwright/test'
import axe from 'axe-core'

/**
 * axe-core run in the page itself, injected once per document, on the whole page or on the last
 * element `within` finds (the open sheet, a panel). `@axe-core/playwright`'s AxeBuilder injects the
 * source into every frame on every analyze and opens a blank page to finish each run: 5–10 × slower
 * here, and the app has no frames. Default options: every rule axe runs by default, as AxeBuilder.
 */
export async function axeViolations(page: Page, within?: string, options: axe.RunOptions = {}): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    ({ within, options }) => {
      const w = window as unknown as {
        axe: { run: (c: Element | Document, o: unknown) => Promise<{ violations: axe.Result[] }> }
      }
      const ctx = within ? [...document.querySelectorAll(within)].at(-1) : document
      if (!ctx) throw new Error(`axe: nothing matches ${within}`)
      return w.axe.run(ctx, options).then((r) => r.violations)
    },
    // only the violations are read: axe skips collecting the passes (a fifth of a run)
    { within: within ?? null, options: { resultTypes: ['violations'], ...options } },
  )
}

/** Each violation as "rule: first targets" (a readable diff when a check fails). */
export function describeViolations(violations: axe.Result[], targets = 3): string[] {
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, targets)
        .join(' | ')}`,
  )
}
