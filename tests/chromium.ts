import { existsSync } from 'node:fs'

/**
 * The Chromium every browser test drives (Playwright's e2e, the crash and scan specs, the Chromium
 * side of the engines' join flows): `CHROME_PATH` when set, else Debian's `chromium-headless-shell`
 * (the same Chromium and Blink without the desktop browser around them, as Playwright's own headless
 * runs use: a new browser context costs a third of the CPU and a page load half, most of the test
 * line's time), else Debian's `chromium`. Playwright never downloads a browser here.
 */
export const chromiumPath: string =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium'

/** The headless shell runs headless only, and is started without a `--headless` mode of its own. */
export const isHeadlessShell = /headless[-_]shell/.test(chromiumPath)

/** The switches every Chromium of the tests and the bench gets, whichever way it is started headless. */
export const chromiumSwitches = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The switches of a Chromium started directly (Playwright's launch options, a spawned process). */
export const chromiumArgs = ['--headless', ...chromiumSwitches]
