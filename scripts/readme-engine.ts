// Checks the README's "## Engine" section and the docs' links (the README is the front door; the engine
// docs live in docs/engine-*.md and are linked, not copied). Run: node --import tsx scripts/readme-engine.ts
// It fails (exit 1) and names what is wrong when:
// - a game type's English name (types.<type> in src/locales/en/core.json5) is not in the README, in bold;
// - a refusal code (CORE_ERROR_CODES, or a game module's `errorCodes`, read from the module table so a
//   new game is checked without editing this file) is not named as `code` in the README's Engine section;
// - a docs/engine-*.md is not linked from that section;
// - a relative link in README.md or docs/*.md names a file that does not exist, or an anchor
//   (#heading) that no heading of the target has (GitHub's slugs).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import JSON5 from 'json5'
import { CORE_ERROR_CODES } from '../src/domain/errors'
import { loadModule } from '../src/domain/games'
import { GAME_TYPES } from '../src/domain/games/types'

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (rel: string): string => readFileSync(join(root, rel), 'utf8')
const problems: string[] = []

// the Engine section: from "## Engine" to the next "## " heading
const readme = read('README.md')
const start = readme.search(/^## Engine\b/m)
if (start < 0) problems.push('README.md has no "## Engine" section')
const rest = readme.slice(start + 1)
const end = rest.search(/^## /m)
const engine = start < 0 ? '' : rest.slice(0, end < 0 ? undefined : end)
const named = new Set([...engine.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]))

const codes = new Map<string, string>(CORE_ERROR_CODES.map((c) => [c, 'core']))
for (const type of GAME_TYPES)
  for (const c of (await loadModule(type)).errorCodes) if (!codes.has(c)) codes.set(c, type)
for (const [code, owner] of codes)
  if (!named.has(code)) problems.push(`README Engine: refusal code \`${code}\` (${owner}) is not listed`)

// the front door names every game by its English name (types.<type> of the core locale), in bold
const typeNames = JSON5.parse(read('src/locales/en/core.json5')) as { types?: Record<string, string> }
for (const type of GAME_TYPES) {
  const name = typeNames.types?.[type]
  if (!name) problems.push(`src/locales/en/core.json5 has no types.${type}`)
  else if (!readme.includes(`**${name}**`))
    problems.push(`README: the game ${type} ("${name}") is not in the list of games`)
}

const docs = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'))
for (const f of docs.filter((d) => d.startsWith('engine-')))
  if (!engine.includes(`](docs/${f})`)) problems.push(`README Engine: docs/${f} is not linked`)

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>()
  const out = new Set<string>()
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const s = slug(m[1] ?? '')
    const n = seen.get(s) ?? 0
    seen.set(s, n + 1)
    out.add(n === 0 ? s : `${s}-${n}`)
  }
  return out
}

for (const file of ['README.md', ...docs.map((d) => `docs/${d}`)]) {
  // links outside code blocks only
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '')
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = m[1] ?? ''
    if (/^[a-z]+:/i.test(link)) continue
    const [path = '', anchor] = link.split('#')
    const target = path === '' ? file : normalize(join(dirname(file), path))
    if (!existsSync(join(root, target))) {
      problems.push(`${file}: link ${link} — ${target} does not exist`)
      continue
    }
    if (anchor && target.endsWith('.md') && !anchors(read(target)).has(anchor))
      problems.push(`${file}: link ${link} — no heading #${anchor} in ${target}`)
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(
  `README names every game and, in its Engine section, all ${codes.size} refusal codes and every engine doc; every relative link of README.md and docs/ resolves.`,
)
