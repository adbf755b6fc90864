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
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['fake-indexeddb/auto', 'tests/setup.ts'],
    testTimeout: 20000,
    // two workers on a 2-core machine (Vitest's default is cores − 1: one); npm test (.ci/test.mjs)
    // runs the type-check and lint beside them, so both cores stay busy
    maxWorkers: 2,
  },
})
