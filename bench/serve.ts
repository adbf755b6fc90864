// Builds and serves the app and the floor app for the browser figures (vite preview, one port each).
import { spawn, execSync, type ChildProcess } from 'node:child_process'

export const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// the bench drives the full Chromium (as a user's browser is), with the tests' switches
export { chromiumArgs as ARGS } from '../tests/chromium'
/** The app's build dir and port (BENCH_DIST / BENCH_PORT); the floor app's port (BENCH_FLOOR_PORT, default the next one). */
export const DIST = process.env.BENCH_DIST ?? 'bench/out/dist'
export const PORT = Number(process.env.BENCH_PORT ?? 4310)
export const BASE = `http://127.0.0.1:${PORT}`
export const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 1)
export const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`
export const FLOOR_DIST = 'dist-floor'

const vite = 'node_modules/vite/bin/vite.js'

export function buildAll(): void {
  if (!process.argv.includes('--no-build'))
    execSync(`node ${vite} build --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' })
  execSync(`node ${vite} build --config bench/floor/vite.config.ts`, { stdio: 'ignore' })
}

async function waitFor(url: string, ms = 30_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server at ${url} did not start`)
}

/** Starts both servers; the returned function stops them. */
export async function serve(): Promise<() => void> {
  const servers: ChildProcess[] = [
    spawn(
      process.execPath,
      [vite, 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIST],
      { stdio: 'ignore', detached: true },
    ),
    spawn(
      process.execPath,
      [
        vite,
        'preview',
        '--config',
        'bench/floor/vite.config.ts',
        '--host',
        '127.0.0.1',
        '--port',
        String(FLOOR_PORT),
        '--strictPort',
      ],
      { stdio: 'ignore', detached: true },
    ),
  ]
  const stop = () => {
    for (const s of servers) {
      try {
        process.kill(-s.pid!, 'SIGKILL')
      } catch {
        /* stopped */
      }
    }
  }
  try {
    await Promise.all([waitFor(BASE), waitFor(FLOOR)])
  } catch (e) {
    stop()
    throw e
  }
  return stop
}
