/**
 * Locale analysis shared by the completeness test (tests/locales/completeness.test.ts) and the
 * report (scripts/i18n-report.ts): every message module's keys per locale, keys defined in two
 * modules, keys present in one locale only, and keys the app never references. Pure: it gets the
 * files as { '/src/…': text } (the test by import.meta.glob, the script from the disk).
 */
import JSON5 from 'json5'

/** Files by their path from the project root ("/src/locales/en/core.json5") → text. */
export type Files = Readonly<Record<string, string>>

/** Locale → module → flat key ("a.b.c") → message. */
export type LocaleTree = Record<string, Record<string, Map<string, string>>>

/** Flattens nested messages to dotted keys. */
export function flatten(o: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (o && typeof o === 'object' && !Array.isArray(o)) {
    for (const [k, v] of Object.entries(o)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  } else {
    out.set(prefix, String(o))
  }
  return out
}

/** Every locale module's keys, from the files /src/locales/<locale>/<module>.json5. */
export function readLocales(files: Files): LocaleTree {
  const tree: LocaleTree = {}
  for (const path of Object.keys(files).sort()) {
    const m = /\/src\/locales\/(\w+)\/(\w+)\.json5$/.exec(path)
    if (!m) continue
    const [, locale = '', module = ''] = m
    tree[locale] ??= {}
    tree[locale][module] = flatten(JSON5.parse(files[path] ?? '{}'))
  }
  return tree
}

/** Keys defined in more than one module of a locale: key → modules. */
export function duplicates(tree: LocaleTree): Map<string, string[]> {
  const owners = new Map<string, string[]>()
  for (const modules of Object.values(tree)) {
    for (const [module, keys] of Object.entries(modules)) {
      for (const key of keys.keys()) {
        const list = owners.get(key) ?? []
        if (!list.includes(module)) list.push(module)
        owners.set(key, list)
      }
    }
  }
  return new Map([...owners].filter(([, m]) => m.length > 1).sort(([a], [b]) => a.localeCompare(b)))
}

/** Per module: keys one locale has and another lacks. */
export function incomplete(tree: LocaleTree): { module: string; locale: string; key: string }[] {
  const out: { module: string; locale: string; key: string }[] = []
  const locales = Object.keys(tree)
  const modules = new Set(locales.flatMap((l) => Object.keys(tree[l] ?? {})))
  for (const module of modules) {
    const all = new Set(locales.flatMap((l) => [...(tree[l]?.[module]?.keys() ?? [])]))
    for (const locale of locales)
      for (const key of all) if (!tree[locale]?.[module]?.has(key)) out.push({ module, locale, key })
  }
  return out
}

/** The text of /src/<path>: one .ts file, or every .ts file under a folder (nothing when missing). */
export function sourceText(files: Files, path: string): string {
  const base = `/src/${path}`
  return Object.keys(files)
    .filter((p) => p.endsWith('.ts') && (p === base || p.startsWith(`${base}/`)))
    .sort()
    .map((p) => files[p])
    .join('\n')
}

/** What the source says about keys: whole-key literals, and template literals like `kinds.${…}`. */
export interface SourceRefs {
  literals: Set<string>
  /** Regexes of template literals with a dynamic part, e.g. /^kinds\.(.+)$/. */
  templates: { source: string; re: RegExp }[]
}

/** Every string literal and every dynamic template literal in the .ts, .vue and data .json files of src (not the locales). */
export function sourceRefs(files: Files): SourceRefs {
  const literals = new Set<string>()
  const templates: SourceRefs['templates'] = []
  for (const [file, text] of Object.entries(files)) {
    if (!file.startsWith('/src/') || file.startsWith('/src/locales/') || !/\.(ts|vue|json)$/.test(file)) continue
    if (file.endsWith('.json')) {
      // board and deck data: their strings and keys (card names, kinds) may be message suffixes
      for (const m of text.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) literals.add(m[1] ?? '')
      continue
    }
    // each quote kind on its own: in a Vue template a "…" attribute holds '…' keys
    for (const m of text.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)) literals.add(m[1] ?? '')
    for (const m of text.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) literals.add(m[1] ?? '')
    for (const m of text.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
      const body = m[1] ?? ''
      if (!body.includes('${')) {
        literals.add(body)
        continue
      }
      // a key template starts with its static prefix: `kinds.${…}`, `property.${key}` (not `p${i}`)
      if (!/^[a-zA-Z]\w*(\.\w+)*\.\$\{/.test(body)) continue
      const parts = body.split(/\$\{[^}]*\}/)
      const re = new RegExp('^' + parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+)') + '$')
      templates.push({ source: `${file}: \`${body}\``, re })
    }
  }
  return { literals, templates }
}

/**
 * Whether the source references a key: the whole key is a literal, or a template literal with a
 * dynamic part matches it and each dynamic part is itself referenced (a code thrown, a kind
 * written, a card name in the data, or the rest of a key a wrapper such as tp(`panel.${a}`) adds).
 */
export function isReferenced(key: string, refs: SourceRefs, depth = 0): boolean {
  if (refs.literals.has(key)) return true
  // an account id such as 'pool:freeParking' names the text of its part after the colon
  if ([...refs.literals].some((l) => l.endsWith(`:${key}`) && !l.includes(' '))) return true
  if (depth > 1) return false
  for (const { re } of refs.templates) {
    const m = re.exec(key)
    if (m && m.slice(1).every((part) => isReferenced(part, refs, depth + 1))) return true
  }
  return false
}

/** Keys of every module that nothing in src references. */
export function unused(tree: LocaleTree, refs: SourceRefs): { module: string; key: string }[] {
  const out: { module: string; key: string }[] = []
  const seen = new Set<string>()
  for (const modules of Object.values(tree)) {
    for (const [module, keys] of Object.entries(modules)) {
      for (const key of keys.keys()) {
        const id = `${module}:${key}`
        if (seen.has(id)) continue
        seen.add(id)
        if (!isReferenced(key, refs)) out.push({ module, key })
      }
    }
  }
  return out
}
