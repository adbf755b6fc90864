/**
 * Locale analysis shared by the completeness test and the report script (tests/locales/report.ts):
 * every message module's keys per locale, keys defined in two modules, keys present in one locale
 * only, and keys the app never references. Reads the files as text (no build plugin involved).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import JSON5 from 'json5'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const LOCALE_DIR = join(ROOT, 'src', 'locales')

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

/** Every locale module's keys, read from src/locales/<locale>/<module>.json5. */
export function readLocales(dir = LOCALE_DIR): LocaleTree {
  const tree: LocaleTree = {}
  for (const locale of readdirSync(dir).sort()) {
    if (!statSync(join(dir, locale)).isDirectory()) continue
    tree[locale] = {}
    for (const file of readdirSync(join(dir, locale)).sort()) {
      if (!file.endsWith('.json5')) continue
      tree[locale]![file.replace(/\.json5$/, '')] = flatten(JSON5.parse(readFileSync(join(dir, locale, file), 'utf8')))
    }
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

/** Per module: keys one locale has and another lacks ("<locale> lacks <key>"). */
export function incomplete(tree: LocaleTree): { module: string; locale: string; key: string }[] {
  const out: { module: string; locale: string; key: string }[] = []
  const locales = Object.keys(tree)
  const modules = new Set(locales.flatMap((l) => Object.keys(tree[l]!)))
  for (const module of modules) {
    const all = new Set(locales.flatMap((l) => [...(tree[l]![module]?.keys() ?? [])]))
    for (const locale of locales) for (const key of all) if (!tree[locale]![module]?.has(key)) out.push({ module, locale, key })
  }
  return out
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p, out)
    else if (/\.(ts|vue|json)$/.test(name)) out.push(p)
  }
  return out
}

/** The text of src/<path>: a .ts file, or every .ts file under a folder (missing paths give nothing). */
export function sourceText(path: string): string {
  const abs = join(ROOT, 'src', path)
  if (!existsSync(abs)) return ''
  if (!statSync(abs).isDirectory()) return readFileSync(abs, 'utf8')
  return walk(abs)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
}

/** What the source says about keys: whole-key literals, and template prefixes like `kinds.${…}`. */
export interface SourceRefs {
  literals: Set<string>
  /** Regexes of template literals with a dynamic part, e.g. /^kinds\.(.+)$/. */
  templates: { source: string; re: RegExp }[]
}

/** Every string literal and every dynamic template literal in src (outside src/locales). */
export function sourceRefs(srcDir = join(ROOT, 'src')): SourceRefs {
  const literals = new Set<string>()
  const templates: SourceRefs['templates'] = []
  for (const file of walk(srcDir)) {
    if (file.includes(`${join('src', 'locales')}`)) continue
    const text = readFileSync(file, 'utf8')
    if (file.endsWith('.json')) {
      // board and deck data: their strings and keys (card names, kinds) may be message suffixes
      for (const m of text.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) literals.add(m[1]!)
      continue
    }
    // each quote kind on its own: in a Vue template a "…" attribute holds '…' keys
    for (const m of text.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)) literals.add(m[1]!)
    for (const m of text.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) literals.add(m[1]!)
    for (const m of text.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
      const body = m[1]!
      if (!body.includes('${')) {
        literals.add(body)
        continue
      }
      const parts = body.split(/\$\{[^}]*\}/)
      const re = new RegExp('^' + parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+)') + '$')
      templates.push({ source: `${relative(ROOT, file)}: \`${body}\``, re })
    }
  }
  return { literals, templates }
}

/**
 * Whether the source references a key: the whole key is a literal, or a template literal with a
 * dynamic part matches it and each dynamic part is itself a literal somewhere (a code thrown, a
 * kind written, a card name in the data).
 */
export function isReferenced(key: string, refs: SourceRefs, depth = 0): boolean {
  if (refs.literals.has(key)) return true
  // an account id such as 'pool:freeParking' names the text of its part after the colon
  if ([...refs.literals].some((l) => l.endsWith(`:${key}`) && !l.includes(' '))) return true
  if (depth > 1) return false
  for (const { re } of refs.templates) {
    const m = re.exec(key)
    // a dynamic part may itself come from a template (tp(`panel.${a}`) inside t(`property.${key}`))
    if (m && m.slice(1).every((part) => isReferenced(part, refs, depth + 1))) return true
  }
  return false
}

/** Keys of every module that nothing in src references. */
export function unused(tree: LocaleTree, refs = sourceRefs()): { module: string; key: string }[] {
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
