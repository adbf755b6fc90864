import pluginVue from 'eslint-plugin-vue'
import { defineConfigWithVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'
import skipFormatting from '@vue/eslint-config-prettier/skip-formatting'

export default defineConfigWithVueTs(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'bench/out/**',
      'dev-dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  pluginVue.configs['flat/recommended'],
  vueTsConfigs.recommended,
  {
    rules: {
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/no-v-html': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The domain is framework-free: no Vue, Pinia, Dexie, Chart.js, router, i18n or DOM.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'vue',
                'vue/*',
                '@vue/*',
                'pinia',
                'dexie',
                'dexie/*',
                'chart.js',
                'chart.js/*',
                'vue-router',
                'vue-i18n',
                '@/db/*',
                '@/stores/*',
                '@/components/*',
                '@/views/*',
                '@/modules/*',
                '@/composables/*',
              ],
              message: 'src/domain must stay framework-free.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'location'],
    },
  },
  {
    // Persistence goes through stores (which call src/db queries): screens and components never touch IndexedDB.
    files: ['src/components/**/*.{ts,vue}', 'src/views/**/*.{ts,vue}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/db', '@/db/*', '**/db', '**/db/*', 'dexie', 'dexie/*'],
              message: 'Components and views reach storage through a store (src/stores), never @/db or Dexie.',
            },
          ],
        },
      ],
    },
  },
  {
    // Stores hold state and call src/db and src/domain; they never import a component or a screen.
    files: ['src/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/components',
                '@/components/*',
                '@/views',
                '@/views/*',
                '**/components/*',
                '**/views/*',
                '*.vue',
              ],
              message:
                'Stores must not import components or views (move shared code to src/composables, src/db or src/domain).',
            },
          ],
        },
      ],
    },
  },
  // layout is Prettier's (its own check in npm test): no ESLint rule about it
  skipFormatting,
)
