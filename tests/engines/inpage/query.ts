// Bundled to an IIFE (tests/engines/inpage/bundle.ts) and run inside the page of every engine: the
// one way a flow finds an element — by role and accessible name (Testing Library's role query,
// which computes names as the accessibility tree does), by label, test id, text or CSS.
import { queryAllByRole, type ByRoleMatcher } from '@testing-library/dom'
import type { Matcher, Step } from '../locator'

const norm = (t: string) => t.replace(/\s+/g, ' ').trim()

function matches(m: Matcher | undefined, exact: boolean | undefined, text: string): boolean {
  if (m === undefined) return true
  const t = norm(text)
  if (typeof m === 'object') return new RegExp(m.source, m.flags).test(t)
  const w = norm(m)
  return exact ? t === w : t.toLowerCase().includes(w.toLowerCase())
}

/** Rendered with a box and not hidden (what a finger could hit). */
export function visible(el: Element): boolean {
  const r = el.getBoundingClientRect()
  if (r.width === 0 && r.height === 0) return false
  return getComputedStyle(el).visibility !== 'hidden'
}

function labelsOf(el: Element): string[] {
  const names: string[] = []
  const aria = el.getAttribute('aria-label')
  if (aria) names.push(aria)
  const by = el.getAttribute('aria-labelledby')
  if (by)
    names.push(
      by
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    )
  for (const l of (el as HTMLInputElement).labels ?? []) names.push(l.textContent ?? '')
  return names
}

function byRole(c: Element | Document, role: string, name: Matcher | undefined, exact: boolean | undefined): Element[] {
  return queryAllByRole(c as HTMLElement, role as ByRoleMatcher, {
    hidden: false,
    ...(name === undefined ? {} : { name: (n: string) => matches(name, exact, n) }),
  })
}

function inside(c: Element | Document, step: Step): Element[] {
  switch (step.by) {
    case 'role':
      return byRole(c, step.role, step.name, step.exact)
    case 'label':
      return [...c.querySelectorAll('input, select, textarea, button, output, [aria-label], [aria-labelledby]')].filter(
        (el) => labelsOf(el).some((n) => n && matches(step.name, step.exact, n)),
      )
    case 'testid':
      return [...c.querySelectorAll(`[data-testid="${CSS.escape(step.id)}"]`)]
    case 'text': {
      // the innermost elements whose text matches
      const all = [...c.querySelectorAll('body *:not(script):not(style)')].filter((el) =>
        matches(step.name, step.exact, el.textContent ?? ''),
      )
      return all.filter((el) => !all.some((o) => o !== el && el.contains(o)))
    }
    case 'css':
      return [...c.querySelectorAll(step.css)]
    default:
      return []
  }
}

/** Every element the chain of steps finds, in document order. */
export function find(chain: Step[]): Element[] {
  let found: (Element | Document)[] = [document]
  for (const step of chain) {
    if (step.by === 'hasText') found = found.filter((el) => matches(step.name, false, el.textContent ?? ''))
    else if (step.by === 'hasRole')
      found = found.filter((el) => byRole(el, step.role, step.name, step.exact).length > 0)
    else {
      const next = new Set<Element>()
      for (const c of found) for (const el of inside(c, step)) next.add(el)
      found = [...next].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    }
    if (step.pick !== undefined) {
      const el = found[step.pick < 0 ? found.length + step.pick : step.pick]
      found = el ? [el] : []
    }
  }
  return found.filter((el): el is Element => el !== document)
}

/** The state of what a chain finds, for the runner's polling (one round trip). */
export function probe(chain: Step[]) {
  return find(chain).map((el) => ({
    visible: visible(el),
    enabled: !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
  }))
}

/**
 * The one element a tap is for, made ready as a finger would find it: exactly one visible match
 * (enabled when asked), scrolled to the middle of the screen, not covered by anything (a sticky
 * bar, a sheet sliding in). Its index among the matches, or why not yet.
 */
export function target(chain: Step[], enabled: boolean): { index: number } | { not: string } {
  const all = find(chain)
  const shown = all.map((el, index) => ({ el, index })).filter(({ el }) => visible(el))
  if (shown.length === 0) return { not: `${all.length} found, none visible` }
  if (shown.length > 1) return { not: `ambiguous: ${shown.length} visible` }
  const { el, index } = shown[0]!
  if (enabled && ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true'))
    return { not: 'disabled' }
  el.scrollIntoView({ block: 'center', inline: 'center' })
  const r = el.getBoundingClientRect()
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
  if (top && !el.contains(top) && !(top instanceof HTMLLabelElement && top.control === el) && !top.contains(el))
    return { not: `covered by ${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` }
  return { index }
}

const api = { find, probe, visible, target }
export type InPage = typeof api
;(window as unknown as { __tb: InPage }).__tb = api
