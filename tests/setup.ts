// Shared test setup: fake-indexeddb is loaded by vitest.config.ts before this file.
export {}
