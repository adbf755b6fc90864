import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, chromiumPath } from './tests/chromium'

// Debian's Chromium (its headless shell when installed; tests/chromium.ts): Playwright must never
// download a browser here. CHROME_PATH overrides the path.

/**
 * WebRTC between two contexts of this browser (issue 17: tests/e2e/join.spec.ts, bench/sync.ts).
 * No launch flag: a context allowed the camera (as a phone that scanned the invite is) gathers its
 * real host address (this machine's LAN interface, never leaving the host) instead of an mDNS
 * `<uuid>.local` name, so the connection does not hang on multicast name resolution. A launch flag
 * (`--disable-features=WebRtcHideLocalIpsWithMdns`) would do the same for every spec, and replace
 * Playwright's own `--disable-features` list with it; `--allow-loopback-in-peer-connection` has no
 * effect on Linux (no candidate is gathered on `lo`). The machine needs an interface with an address.
 */
export const rtcContext = { permissions: ['camera'] }

// E2E_PORT / E2E_DIST let a second build be tested beside the default one (parallel work)
const port = Number(process.env.E2E_PORT ?? 4183)
const outDir = process.env.E2E_DIST ?? 'dist'
// one id per run for the tap figures (tests/e2e/budget.ts): the workers inherit it from the runner
process.env.TAPS_RUN ??= new Date().toISOString()

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // two workers, one spec file each at a time: the long walks (layout, screens, axe) run beside the
  // rest; tests inside a file stay in order. E2E_WORKERS=1 runs everything one after another.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    // a phone's touch and user agent, but one device pixel per CSS pixel: rendering and the screenshot set cost a seventh (2.625² fewer pixels); layout is in CSS pixels either way
    deviceScaleFactor: 1,
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // no service worker unless a spec asks for one (the offline test): installing it precaches every
    // asset, work each test's fresh context would repeat for nothing
    serviceWorkers: 'block',
    locale: 'en-US',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
