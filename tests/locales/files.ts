import type { Files } from './analyze'

/** The locale files as text (not compiled by the i18n build plugin). */
export const localeFiles: Files = import.meta.glob<string>('/src/locales/*/*.json5', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The source files of src as text: what throws codes, writes kinds and uses keys. */
export const sourceFiles: Files = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.vue', '/src/**/*.json'], {
  query: '?raw',
  import: 'default',
  eager: true,
})
