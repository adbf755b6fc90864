// First-load size: index.html + the entry JS with its static imports + CSS, gzip (dynamic import()
// chunks load later, on demand), plus the active locale's core messages, which the app imports
// before its first render (the larger of the core-*.js message chunks: German) — helper E's method;
// beside the floor app's (Vue + Pinia + Dexie) measured the same way.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { DIST, FLOOR_DIST } from './serve'
import { figure, kb } from './util'

/** Bytes (gzip) and file count of a build's first load. */
export function firstLoad(dist: string): { bytes: number; files: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const files = new Set<string>()
  const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  while (queue.length) {
    const f = queue.pop()!
    if (files.has(f)) continue
    files.add(f)
    if (f.endsWith('.js')) {
      const code = readFileSync(join(dist, f), 'utf8')
      for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g))
        queue.push(`assets/${m[1]}`)
    }
  }
  let bytes = gzipSync(html).length
  for (const f of files) bytes += gzipSync(readFileSync(join(dist, f))).length
  // the locale's core messages (a dynamic import awaited before the first render); re-export facades under 1 KB are not messages
  const core = readdirSync(join(dist, 'assets'))
    .filter((f) => /^core-.*\.js$/.test(f) && !files.has(`assets/${f}`))
    .map((f) => gzipSync(readFileSync(join(dist, 'assets', f))).length)
    .filter((n) => n > 1024)
  if (core.length) bytes += Math.max(...core)
  return { bytes, files: files.size + (core.length ? 1 : 0) }
}

export function benchShell(): void {
  if (!existsSync(join(DIST, 'index.html')))
    execSync(`node node_modules/vite/bin/vite.js build --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' })
  if (!existsSync(join(FLOOR_DIST, 'index.html')))
    execSync('node node_modules/vite/bin/vite.js build --config bench/floor/vite.config.ts', { stdio: 'ignore' })
  const app = firstLoad(DIST)
  const floor = firstLoad(FLOOR_DIST)
  figure(
    `first load: index.html + ${app.files} files (entry JS, static imports, CSS), gzip`,
    kb(app.bytes),
    kb(floor.bytes),
    '≤ 88 KB',
  )
}
