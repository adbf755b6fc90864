// The built app (dist/, `vite build` first) served by `vite preview` on the engines' own port.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ENGINES_PORT, appOrigin } from './browsers'

export async function startPreview(port: number) {
  const outDir = process.env.E2E_DIST ?? 'dist'
  if (!existsSync(`${outDir}/index.html`))
    throw new Error(`${outDir}/ is not built: run \`vite build\` first (npm run test:engines does)`)
  // never test a server someone else runs on this port (a stale build, an `npm start`)
  if (
    (await fetch(appOrigin(port))
      .then((r) => r.status)
      .catch(() => 0)) !== 0
  )
    throw new Error(`port ${port} is in use: stop what serves it or set ENGINES_PORT`)
  const proc = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      outDir,
    ],
    { stdio: 'ignore', detached: true },
  )
  const end = Date.now() + 30_000
  while (
    (await fetch(appOrigin(port))
      .then((r) => r.status)
      .catch(() => 0)) !== 200
  ) {
    if (Date.now() > end || proc.exitCode !== null) throw new Error(`vite preview on port ${port} did not start`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    stop() {
      try {
        process.kill(-proc.pid!, 'SIGKILL')
      } catch {
        /* gone */
      }
    },
  }
}

export default async function setup() {
  const server = await startPreview(ENGINES_PORT)
  return () => server.stop()
}
