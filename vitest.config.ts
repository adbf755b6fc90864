import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import VueI18nPlugin from '@intlify/unplugin-vue-i18n/vite'
import { defineConfig } from 'vitest/config'

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
        // components, stores, database, sync: each file in a fresh worker (their DOM, Pinia, the
        // open database and the i18n instance are module state), a worker thread rather than a
        // child process (a quarter less CPU for the same files: no new Node process per file)
        extends: true,
        test: {
          name: 'app',
          pool: 'threads',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/domain/**', 'tests/e2e/**', 'node_modules/**'],
        },
      },
    ],
  },
})
