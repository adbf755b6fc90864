// A locator as plain data: a chain of steps the in-page query (inpage/query.ts) resolves in any
// engine. Flows build them through `Loc`, in the vocabulary of Playwright's locators.

/** A name: a string (substring, case-insensitive; whole and exact with `exact`) or a RegExp. */
export type Matcher = string | { source: string; flags: string }

export type Step = (
  | { by: 'role'; role: string; name?: Matcher; exact?: boolean }
  | { by: 'label'; name: Matcher; exact?: boolean }
  | { by: 'testid'; id: string }
  | { by: 'text'; name: Matcher; exact?: boolean }
  | { by: 'css'; css: string }
  | { by: 'hasText'; name: Matcher }
  | { by: 'hasRole'; role: string; name?: Matcher; exact?: boolean }
) & { pick?: number }

const matcher = (m: string | RegExp): Matcher => (typeof m === 'string' ? m : { source: m.source, flags: m.flags })

/** An immutable chain of steps; each method returns a longer chain. */
export class Loc {
  constructor(readonly chain: Step[] = []) {}

  private add(step: Step): Loc {
    return new Loc([...this.chain, step])
  }

  role(role: string, name?: string | RegExp, opts: { exact?: boolean } = {}): Loc {
    return this.add({ by: 'role', role, ...(name === undefined ? {} : { name: matcher(name) }), ...opts })
  }

  label(name: string | RegExp, opts: { exact?: boolean } = {}): Loc {
    return this.add({ by: 'label', name: matcher(name), ...opts })
  }

  testId(id: string): Loc {
    return this.add({ by: 'testid', id })
  }

  text(name: string | RegExp, opts: { exact?: boolean } = {}): Loc {
    return this.add({ by: 'text', name: matcher(name), ...opts })
  }

  css(css: string): Loc {
    return this.add({ by: 'css', css })
  }

  /** Only the elements found so far whose text contains `name`. */
  hasText(name: string | RegExp): Loc {
    return this.add({ by: 'hasText', name: matcher(name) })
  }

  /** Only the elements found so far that contain an element of this role and name. */
  hasRole(role: string, name?: string | RegExp, opts: { exact?: boolean } = {}): Loc {
    return this.add({ by: 'hasRole', role, ...(name === undefined ? {} : { name: matcher(name) }), ...opts })
  }

  nth(i: number): Loc {
    const last = this.chain[this.chain.length - 1]
    if (!last) throw new Error('nth() of nothing')
    return new Loc([...this.chain.slice(0, -1), { ...last, pick: i }])
  }

  first(): Loc {
    return this.nth(0)
  }

  last(): Loc {
    return this.nth(-1)
  }

  toString(): string {
    return this.chain
      .map((s) => {
        const n =
          'name' in s && s.name !== undefined
            ? typeof s.name === 'string'
              ? JSON.stringify(s.name)
              : `/${s.name.source}/`
            : ''
        const what =
          s.by === 'role' || s.by === 'hasRole'
            ? `${s.by}(${s.role}${n ? ', ' + n : ''})`
            : s.by === 'testid'
              ? `testid(${s.id})`
              : s.by === 'css'
                ? `css(${s.css})`
                : `${s.by}(${n})`
        return s.pick === undefined ? what : `${what}[${s.pick}]`
      })
      .join(' › ')
  }
}

/** The page: the start of every chain. */
export const page = new Loc()
