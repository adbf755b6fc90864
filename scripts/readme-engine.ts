// Rebuilds the README's "Engine" section from docs/engine-*.md (the engine docs are written next
// to the code; the README is the front door). Run: node --import tsx scripts/readme-engine.ts
import { readFileSync, writeFileSync } from 'node:fs'

const MARK_START = '<!-- engine-docs:start -->'
const MARK_END = '<!-- engine-docs:end -->'
const docs = ['docs/engine-modules.md', 'docs/engine-property.md', 'docs/engine-discretion.md', 'docs/engine-gmbh.md']
const body = docs
  .map((f) => {
    const text = readFileSync(f, 'utf8').trim()
    // each doc's top heading becomes a "###" below the README's "## Engine"
    const top = Math.min(...[...text.matchAll(/^(#{1,6}) /gm)].map((m) => m[1]!.length))
    return text.replace(/^(#{1,6}) /gm, (_m, h: string) => `${'#'.repeat(Math.min(6, h.length - top + 3))} `)
  })
  .join('\n\n')
const readme = readFileSync('README.md', 'utf8')
const block = `${MARK_START}\n${body}\n${MARK_END}`
const next = readme.includes(MARK_START)
  ? readme.replace(new RegExp(`${MARK_START}[\\s\\S]*${MARK_END}`), block)
  : `${readme.trimEnd()}\n\n${block}\n`
writeFileSync('README.md', next)
