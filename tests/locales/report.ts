/**
 * Prints the locale report (Markdown): keys per module, keys defined in two modules, keys one
 * locale lacks, keys nothing in src references. Run: `npx tsx tests/locales/report.ts [out.md]`.
 */
import { writeFileSync } from 'node:fs'
import { duplicates, incomplete, readLocales, unused } from './analyze'

const tree = readLocales()
const lines: string[] = ['# i18n report', '', `Generated ${new Date().toISOString()} by tests/locales/report.ts`, '', '## Keys per module', '', '| module | ' + Object.keys(tree).join(' | ') + ' |', '|---|' + Object.keys(tree).map(() => '---|').join('')]
const modules = [...new Set(Object.values(tree).flatMap((m) => Object.keys(m)))]
for (const m of modules) lines.push(`| ${m} | ${Object.keys(tree).map((l) => tree[l]![m]?.size ?? 0).join(' | ')} |`)
lines.push(`| **total** | ${Object.keys(tree).map((l) => Object.values(tree[l]!).reduce((s, k) => s + k.size, 0)).join(' | ')} |`)
const errorKeys = Object.values(tree.en ?? {}).reduce((s, k) => s + [...k.keys()].filter((x) => x.startsWith('errors.')).length, 0)
lines.push('', `errors.* keys (en, all modules): ${errorKeys}`)

const dups = duplicates(tree)
lines.push('', `## Keys defined in two modules (${dups.size})`, '')
for (const [key, mods] of dups) {
  const texts = mods.map((m) => `${m}: “${tree.en?.[m]?.get(key) ?? tree.de?.[m]?.get(key)}”`).join(' / ')
  lines.push(`- \`${key}\` — ${texts}`)
}
const inc = incomplete(tree)
lines.push('', `## Keys one locale lacks (${inc.length})`, '')
for (const i of inc) lines.push(`- ${i.module}: ${i.locale} lacks \`${i.key}\``)
const un = unused(tree)
lines.push('', `## Keys nothing in src references (${un.length})`, '')
for (const u of un) lines.push(`- ${u.module}: \`${u.key}\``)
const md = lines.join('\n') + '\n'
const out = process.argv[2]
if (out) writeFileSync(out, md)
process.stdout.write(md)
