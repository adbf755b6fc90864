/**
 * Prints the locale report (Markdown): keys per module, keys defined in two modules, keys one
 * locale lacks, keys nothing in src references. Run: `npx tsx scripts/i18n-report.ts [out.md]`.
 * The same analysis backs tests/locales/completeness.test.ts.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { duplicates, incomplete, readLocales, sourceRefs, unused, type Files } from '../tests/locales/analyze'

const root = fileURLToPath(new URL('..', import.meta.url))

function walk(dir: string, out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p, out)
    else if (/\.(ts|vue|json|json5)$/.test(name))
      out[`/${relative(root, p).split('\\').join('/')}`] = readFileSync(p, 'utf8')
  }
  return out
}

const files: Files = walk(join(root, 'src'))
const tree = readLocales(files)
const locales = Object.keys(tree)
const lines: string[] = [
  '# i18n report',
  '',
  `Generated ${new Date().toISOString()} by scripts/i18n-report.ts`,
  '',
  '## Keys per module',
  '',
  `| module | ${locales.join(' | ')} | errors.* |`,
  `|---|${locales.map(() => '---|').join('')}---|`,
]
const modules = [...new Set(Object.values(tree).flatMap((m) => Object.keys(m)))]
const errorCount = (m: string) =>
  [...(tree[locales[0] ?? '']?.[m]?.keys() ?? [])].filter((k) => k.startsWith('errors.')).length
for (const m of modules)
  lines.push(`| ${m} | ${locales.map((l) => tree[l]?.[m]?.size ?? 0).join(' | ')} | ${errorCount(m)} |`)
lines.push(
  `| **total** | ${locales.map((l) => Object.values(tree[l] ?? {}).reduce((s, k) => s + k.size, 0)).join(' | ')} | ${modules.reduce((s, m) => s + errorCount(m), 0)} |`,
)

const dups = duplicates(tree)
lines.push('', `## Keys defined in two modules (${dups.size})`, '')
for (const [key, mods] of dups)
  lines.push(
    `- \`${key}\` — ${mods.map((m) => `${m}: “${tree.en?.[m]?.get(key) ?? tree.de?.[m]?.get(key)}”`).join(' / ')}`,
  )
const inc = incomplete(tree)
lines.push('', `## Keys one locale lacks (${inc.length})`, '')
for (const i of inc) lines.push(`- ${i.module}: ${i.locale} lacks \`${i.key}\``)
const un = unused(tree, sourceRefs(files))
lines.push('', `## Keys nothing in src references (${un.length})`, '')
for (const u of un) lines.push(`- ${u.module}: \`${u.key}\``)
const md = lines.join('\n') + '\n'
if (process.argv[2]) writeFileSync(process.argv[2], md)
process.stdout.write(md)
