// One browser tab, whatever the engine. The flows and page objects use only this: everything is
// located by a Loc (role and accessible name first), found in the page by the injected query, and
// acted on through the engine's own input (a WebDriver element click, a BiDi/CDP mouse click).
// Every action waits for its element the way a person does (there, visible, enabled), never a clock.
import type { Loc, Step } from '../locator'
import { inPageSource } from '../inpage/bundle'
import { openInApp } from '../../e2e/layoutCheck'

export type Engine = 'webkit' | 'firefox' | 'chromium'
export type Point = { x: number; y: number }

/**
 * How long an action or expectation waits for its condition before it fails: a last resort, far
 * beyond a normal run (a passing wait returns as soon as its condition holds). A loaded 2-core
 * machine took more than 15 s to open a demo game in WebKit (its module, messages and entries).
 */
export const WAIT_MS = Number(process.env.ENGINES_WAIT_MS ?? 30_000)

const MISSING = '__tb_missing__'

export class WaitError extends Error {}

/** Polls `fn` until it returns something other than undefined; throws `what` after WAIT_MS. */
export async function waitUntil<T>(fn: () => Promise<T | undefined>, what: () => string, ms = WAIT_MS): Promise<T> {
  const end = Date.now() + ms
  let last: unknown
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    try {
      const v = await fn()
      if (v !== undefined) return v
    } catch (e) {
      if (!(e instanceof RetryableError)) throw e
      last = e
    }
    if (Date.now() > end) throw new WaitError(`${what()}${last ? ` (last: ${(last as Error).message})` : ''}`)
    await new Promise((r) => setTimeout(r, delay))
  }
}

/** An engine's answer that may pass on the next try (element went stale, click intercepted by an animating sheet). */
export class RetryableError extends Error {}

export abstract class Tab {
  abstract readonly engine: Engine
  /** The app's origin, e.g. http://127.0.0.1:4185 */
  abstract readonly origin: string

  // ── the engine's primitives ──────────────────────────────────────────────────────────────
  /** Runs `fn` (a function's source) in the page with JSON arguments; awaits a promise it returns. */
  protected abstract run<T>(fn: string, args: unknown[]): Promise<T>
  /** Clicks the `index`th element the chain finds, with the engine's own pointer input. */
  protected abstract clickAt(chain: Step[], index: number): Promise<void>
  /** Gives a file input the file at `path` (the engine's file chooser). */
  protected abstract uploadAt(chain: Step[], path: string): Promise<void>
  abstract gotoUrl(url: string): Promise<void>
  abstract reload(): Promise<void>
  abstract setViewport(width: number, height: number): Promise<void>
  /** A key pressed on the focused element ('Escape', 'Enter', 'Tab'). */
  abstract press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>
  /** One pointer gesture through the points (viewport coordinates): down, moved, up. */
  abstract drag(points: Point[], pointer: 'mouse' | 'touch'): Promise<void>
  /** Another tab of the same browser (same storage). */
  abstract newTab(): Promise<Tab>
  abstract close(): Promise<void>

  // ── built on them ────────────────────────────────────────────────────────────────────────
  async goto(path: string): Promise<void> {
    await this.gotoUrl(new URL(path, this.origin).href)
  }

  /**
   * Opens a path of the loaded app as its own links do: through its router, without loading the
   * page again (the caller waits for what the new screen shows).
   */
  async navigate(path: string): Promise<void> {
    await this.run(openInApp.toString(), [path])
  }

  /** `fn` run in the page with the in-page query present (`window.__tb`). */
  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.inPage<T>(fn.toString(), args)
  }

  protected async inPage<T>(fn: string, args: unknown[]): Promise<T> {
    const guarded = `function () { if (!window.__tb) return ${JSON.stringify(MISSING)}; return (${fn}).apply(null, arguments) }`
    let r = await this.run<T | typeof MISSING>(guarded, args)
    if (r === MISSING) {
      await this.run(`function () { ${await inPageSource()} }`, [])
      r = await this.run<T | typeof MISSING>(guarded, args)
    }
    return r as T
  }

  /** Runs a script's source in the page as a script of the test (not eval: the app's CSP forbids that). */
  async addScript(source: string): Promise<void> {
    await this.run(`function () {\n${source}\n}`, [])
  }

  /** What the locator finds now: each element's visibility and whether it is enabled. */
  probe(loc: Loc): Promise<{ visible: boolean; enabled: boolean }[]> {
    return this.inPage('function (c) { return window.__tb.probe(c) }', [loc.chain])
  }

  /** Exactly one element, visible (and enabled when `enabled`): its index among what the chain finds. */
  private async one(loc: Loc, enabled: boolean): Promise<number> {
    let seen = ''
    return waitUntil(
      async () => {
        const found = await this.probe(loc)
        seen = `${found.length} found${found.length ? `, ${found.filter((f) => f.visible).length} visible, ${found.filter((f) => f.enabled).length} enabled` : ''}`
        const ok = found.map((f, i) => ({ ...f, i })).filter((f) => f.visible && (!enabled || f.enabled))
        if (found.filter((f) => f.visible).length > 1) throw new Error(`${loc} is ambiguous: ${seen}`)
        return ok[0]?.i
      },
      () => `${loc}: not there to act on (${seen})`,
    )
  }

  async click(loc: Loc): Promise<void> {
    let why = ''
    await waitUntil(
      async () => {
        const t = await this.inPage<{ index: number } | { not: string }>(
          'function (c) { return window.__tb.target(c, true) }',
          [loc.chain],
        )
        if ('not' in t) {
          why = t.not
          if (why.startsWith('ambiguous')) throw new Error(`${loc} is ${why}`)
          return undefined
        }
        await this.clickAt(loc.chain, t.index)
        return true
      },
      () => `${loc}: not there to tap (${why})`,
    )
  }

  /** Types `value` into a text field as a keyboard would leave it (the value set, input and change fired). */
  async fill(loc: Loc, value: string): Promise<void> {
    const i = await this.one(loc, true)
    await this.inPage(
      `function (c, i, v) {
        const el = window.__tb.find(c)[i]
        el.focus()
        const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
        Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, v)
        el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: v }))
        el.dispatchEvent(new Event('change', { bubbles: true }))
      }`,
      [loc.chain, i, value],
    )
  }

  /** Chooses the option with this label in a select. */
  async select(loc: Loc, label: string): Promise<void> {
    const i = await this.one(loc, true)
    const ok = await this.inPage<boolean>(
      `function (c, i, label) {
        const el = window.__tb.find(c)[i]
        const o = [...el.options].find((o) => o.label.trim() === label || o.textContent.trim() === label)
        if (!o) return false
        el.value = o.value
        el.dispatchEvent(new Event('input', { bubbles: true }))
        el.dispatchEvent(new Event('change', { bubbles: true }))
        return true
      }`,
      [loc.chain, i, label],
    )
    if (!ok) throw new Error(`${loc} has no option ${label}`)
  }

  async upload(loc: Loc, path: string): Promise<void> {
    const found = await waitUntil(
      async () => ((await this.probe(loc)).length === 1 ? true : undefined),
      () => `${loc}: no file input`,
    )
    if (found) await this.uploadAt(loc.chain, path)
  }

  /** Focuses the element (keyboard use). */
  async focus(loc: Loc): Promise<void> {
    const i = await this.one(loc, false)
    await this.inPage('function (c, i) { window.__tb.find(c)[i].focus() }', [loc.chain, i])
  }

  // ── reading ──────────────────────────────────────────────────────────────────────────────
  /** Reads something of every element the locator finds now (no waiting). */
  async readAll<T>(loc: Loc, read: string): Promise<T[]> {
    return this.inPage<T[]>(`function (c) { return window.__tb.find(c).map(${read}) }`, [loc.chain])
  }

  texts(loc: Loc): Promise<string[]> {
    return this.readAll(loc, '(el) => (el.innerText ?? el.textContent ?? "").replace(/\\s+/g, " ").trim()')
  }

  attrs(loc: Loc, name: string): Promise<(string | null)[]> {
    return this.readAll(loc, `(el) => el.getAttribute(${JSON.stringify(name)})`)
  }

  values(loc: Loc): Promise<string[]> {
    return this.readAll(loc, '(el) => el.value')
  }

  /** The accessible name, as the query computes it (aria-label first, as the app gives most). */
  async count(loc: Loc): Promise<number> {
    return (await this.probe(loc)).length
  }

  async url(): Promise<string> {
    return this.inPage('function () { return location.href }', [])
  }

  /** A box in viewport coordinates. */
  async box(loc: Loc): Promise<{ x: number; y: number; width: number; height: number }> {
    const i = await this.one(loc, false)
    return this.inPage(
      `function (c, i) { const el = window.__tb.find(c)[i]; el.scrollIntoView({ block: 'center' }); const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height } }`,
      [loc.chain, i],
    )
  }
}
