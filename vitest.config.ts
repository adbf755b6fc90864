import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import VueI18nPlugin from '@intlify/unplugin-vue-i18n/vite'
import { defineConfig } from 'vitest/config'

/**
 * The test files that need a fresh worker (a module graph of their own): those that replace a
 * module (`vi.mock`: a module another file loaded first keeps the real one), and those marked
 * `// vitest: own worker` because they read module state a file before them may have changed (a
 * module-level cache, the tab's storage). A replaced global or clock is put back after every test
 * (tests/setup.ts), so those files share a worker.
 */
const OWN_WORKER = /\bvi\.(?:mock|doMock)\(|^\/\/ vitest: own worker\b/m
const OWN_WORKER_ALL = new RegExp(OWN_WORKER.source, 'gm')
/**
 * The files that replace the WebRTC transport with the fake one (`vi.mock('@/net/rtc', …
 * tableFakeRtc)`) and nothing else: they share a worker of their own, every module there loaded
 * with the same fake.
 */
const FAKE_RTC = /^vi\.mock\('@\/net\/rtc', \(\) => import\('(?:\.\/|(?:\.\.\/)+stores\/)tableFakeRtc'\)\)$/m
const appFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && !f.startsWith('domain/') && !f.startsWith('e2e/'))
  .map((f) => ({ file: `tests/${f}`, text: readFileSync(`tests/${f}`, 'utf8') }))
const isFakeRtc = (text: string) => FAKE_RTC.test(text) && text.match(OWN_WORKER_ALL)?.length === 1
const fakeRtc = appFiles.filter((f) => isFakeRtc(f.text)).map((f) => f.file)
const ownWorker = appFiles.filter((f) => !isFakeRtc(f.text) && OWN_WORKER.test(f.text)).map((f) => f.file)

// Kept apart from vite.config.ts so the PWA plugin is not loaded in tests.
export default defineConfig({
  define: { __APP_VERSION__: '"test"' },
  plugins: [
    vue(),
    VueI18nPlugin({
      include: [fileURLToPath(new URL('./src/locales/**', import.meta.url))],
      runtimeOnly: false,
      compositionOnly: true,
      strictMessage: false,
      escapeHtml: false,
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    setupFiles: ['fake-indexeddb/auto', 'tests/setup.ts'],
    testTimeout: 20000,
    // two workers on a 2-core machine (Vitest's default is cores − 1: one); npm test (.ci/test.mjs)
    // runs the type-check and lint beside them, so both cores stay busy
    maxWorkers: 2,
    projects: [
      {
        // the domain's tests: pure functions of framework-free code (no DOM, no mocks, no app-wide
        // state), so one worker runs file after file without a fresh module graph each time: the
        // same tests at a third of the CPU (a new worker per file re-imported everything)
        extends: true,
        test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], isolate: false },
      },
      {
        // components, stores, database, sync: file after file in one module graph per worker (a
        // third less CPU than a fresh one per file). What a file leaves behind is cleaned up after
        // each test: tests/setup.ts unmounts every mounted component, each test opens its own
        // database and Pinia; a worker thread rather than a child process (no new Node process).
        extends: true,
        test: {
          name: 'app',
          pool: 'threads',
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/domain/**', 'tests/e2e/**', 'node_modules/**', ...ownWorker, ...fakeRtc],
        },
      },
      {
        // the files with the fake WebRTC transport: file after file in one module graph of their own
        extends: true,
        test: { name: 'app (fake WebRTC)', pool: 'threads', isolate: false, include: fakeRtc },
      },
      {
        // the files that replace a module (other than the fake WebRTC) or read module state: each in a fresh worker
        extends: true,
        test: { name: 'app (own worker)', pool: 'threads', include: ownWorker },
      },
    ],
  },
})
