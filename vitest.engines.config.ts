import { defineConfig } from 'vitest/config'

// `npm run test:engines`: the black-box flows of tests/engines/ in WebKit (WebKitGTK's MiniBrowser
// through WebKitWebDriver) and Gecko (firefox-esr through WebDriver BiDi), one file per engine, the
// two files side by side (one core each), against the built app on its own port (ENGINES_PORT).
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['tests/engines/globalSetup.ts'],
    environment: 'node',
    testTimeout: 240_000,
    // one more try for a flow that failed (as Playwright's retries), in a fresh browser when the
    // failed one cannot be wiped (a wedged IndexedDB: tests/engines/pages/App.ts home()); the failed
    // wait prints where the tab was and what it showed. A flow that fails twice fails.
    retry: 1,
    hookTimeout: 120_000,
    maxWorkers: 2,
    fileParallelism: true,
    sequence: { concurrent: false },
    reporters: ['verbose'],
  },
})
