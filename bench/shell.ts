// First-load app shell: index.html + the entry JS with its static imports + CSS, gzip.
// Target (issue "Foundation"): ≤ 95 KB gzip. Builds the app when dist/ is missing.
import { existsSync, readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { row } from './util'

export function benchShell(): void {
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'ignore' })
  const html = readFileSync('dist/index.html', 'utf8')
  const files = new Set<string>()
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  const queue = [...refs]
  while (queue.length) {
    const f = queue.pop()!
    if (files.has(f)) continue
    files.add(f)
    if (f.endsWith('.js')) {
      const code = readFileSync(join('dist', f), 'utf8')
      // static imports only: dynamic import() chunks load later, on demand
      for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`)
    }
  }
  let total = gzipSync(html).length
  for (const f of files) total += gzipSync(readFileSync(join('dist', f))).length
  console.log('\n## App shell')
  row(`first load: index.html + ${files.size} files (entry JS, static imports, CSS), gzip`, `${(total / 1024).toFixed(1)} KB`, '≤ 95 KB')
}
