// The floor app of `npm run bench`: the same stack (Vue, Pinia, Dexie) with nothing else.
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: { outDir: fileURLToPath(new URL('../../dist-floor', import.meta.url)), emptyOutDir: true },
})
