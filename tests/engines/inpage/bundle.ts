// The in-page query (query.ts) as one IIFE script, built once per run with esbuild.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let source: Promise<string> | undefined

/** The script that defines `window.__tb` (find, probe) in the page. */
export function inPageSource(): Promise<string> {
  source ??= build({
    entryPoints: [fileURLToPath(new URL('./query.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then((r) => r.outputFiles[0]!.text)
  return source
}
