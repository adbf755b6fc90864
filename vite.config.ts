import { fileURLToPath, URL } from 'node:url'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import VueI18nPlugin from '@intlify/unplugin-vue-i18n/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig, type Plugin } from 'vite'
import { headersFile, metaCsp, securityHeaders } from './scripts/pageHeaders.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * The security headers (scripts/pageHeaders.ts) from the built index.html's Content-Security-Policy:
 * `vite preview` sends them with every response, and the build writes them as dist/_headers.
 */
function pageHeaders(): Plugin {
  return {
    name: 'tischbank-page-headers',
    generateBundle: {
      // after vite:build-html has written index.html
      order: 'post',
      handler(_, bundle) {
        const page = bundle['index.html']
        const csp = page?.type === 'asset' ? metaCsp(String(page.source)) : null
        if (!csp) return this.error('index.html has no Content-Security-Policy meta tag')
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(csp) })
      },
    },
    configurePreviewServer(server) {
      const page = resolve(server.config.root, server.config.build.outDir, 'index.html')
      const csp = metaCsp(readFileSync(page, 'utf8'))
      if (!csp) throw new Error(`${page} has no Content-Security-Policy meta tag`)
      const headers = Object.entries(securityHeaders(csp))
      server.middlewares.use((_req, res, next) => {
        for (const [k, v] of headers) res.setHeader(k, v)
        next()
      })
    },
  }
}

// The chunk groups (build.rolldownOptions below).
const SRC = /[\\/]src[\\/]/
const LOCALES = /[\\/]src[\\/]locales[\\/]/
const DEXIE = /[\\/]node_modules[\\/]dexie[\\/]/
/** What stays out of the shared screen chunk: the screens themselves, the table's code (WebRTC, QR), charts, setup and backups. */
const OWN_CHUNK =
  /[\\/]src[\\/](views|net|components[\\/](sync|charts|setup|history[\\/]BackupButtons)|db[\\/]backup|domain[\\/](schemas|sync[\\/](bank|protocol)|export[\\/](csv|historyIndex|series|statement)))/
/**
 * The game types and their message modules, read from the module table (`MESSAGES` in
 * src/domain/games/index.ts): each message module names one chunk that holds the rules and panels
 * of the types that use it (property: DKT and Monopoly); a type without texts of its own (free
 * play) splits by its imports. A game added to the table gets its chunk with no edit here.
 */
function gameTable(): { types: string[]; chunks: Map<string, string[]> } {
  const table = readFileSync(new URL('./src/domain/games/index.ts', import.meta.url), 'utf8')
  const body = /const MESSAGES = \{([^}]*)\}/.exec(table)?.[1]
  const rows = [...(body ?? '').matchAll(/^\s*(\w+): (?:null|'(\w+)'),?\s*$/gm)]
  if (rows.length === 0) throw new Error('vite.config.ts: no MESSAGES table in src/domain/games/index.ts')
  const chunks = new Map<string, string[]>()
  for (const [, type, messages] of rows) if (messages) chunks.set(messages, [...(chunks.get(messages) ?? []), type!])
  return { types: rows.map((r) => r[1]!), chunks }
}
const { types: GAME_TYPE_NAMES, chunks: GAME_CHUNKS } = gameTable()
/** A game type's rules and panels (its own chunk), but for what every game's history and statements describe with (the board, the names of squares). */
function typeCode(types: string): (id: string) => boolean {
  const dir = new RegExp(`[\\\\/]src[\\\\/](domain|components)[\\\\/]games[\\\\/](${types})[\\\\/]`)
  return (id) => dir.test(id) && !SHARED_TYPE_CODE.test(id)
}
// kept by hand: a module added to a type's folder that the other screens import goes here, or the
// build stops (sharedChunksStayShared)
const SHARED_TYPE_CODE =
  /[\\/]games[\\/](property[\\/](board|clock|describe)|discretion[\\/](board|boardFile|types|describe))\.ts$/
const OWN_TYPE = typeCode([...new Set([...GAME_TYPE_NAMES, ...GAME_CHUNKS.keys()])].join('|'))

/** The modules index.html's entry (src/main.ts) imports statically, found once the module graph is built: the entry chunk. */
const entryModules = new Set<string>()
const HTML = /[\\/]index\.html/

/**
 * Two entries: the small one of index.html (src/main.ts: boot.ts's reads and the splash's styles)
 * and the app (src/shell.ts), which main.ts imports and index.html preloads, so that it downloads
 * beside the entry and what boot.ts starts (a game's record, its screen's code) instead of before them.
 */
function appEntries(): Plugin {
  let preloads: { rel: string; href: string }[] = []
  return {
    name: 'tischbank-app-entries',
    apply: 'build',
    buildEnd() {
      entryModules.clear()
      const todo = [...this.getModuleIds()].filter((id) => HTML.test(id))
      while (todo.length) {
        const id = todo.pop()!
        if (entryModules.has(id)) continue
        entryModules.add(id)
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
    generateBundle: {
      // before vite:build-html writes index.html (its transformIndexHtml hooks run in its generateBundle)
      order: 'pre',
      handler(_, bundle) {
        const chunks = new Map(
          Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
        )
        const entry = [...chunks.values()].find((c) => c.isEntry && c.name === 'index')
        const shell = [...chunks.values()].find((c) => c.isEntry && c.name === 'shell')
        const js = new Set<string>()
        const css = new Set<string>()
        const add = (file: string) => {
          if (js.has(file) || file === entry?.fileName) return
          js.add(file)
          const c = chunks.get(file)
          for (const f of c?.viteMetadata?.importedCss ?? []) css.add(f)
          for (const dep of c?.imports ?? []) add(dep)
        }
        if (shell) add(shell.fileName)
        // the app's code downloads beside the entry; its styles are the page's own, as the entry's are: a
        // stylesheet that fails to load (a first visit whose connection drops) leaves the start screen
        // unstyled, not unstarted (as a failed style of a dynamic import does in Vite's loader)
        preloads = [
          ...[...js].map((href) => ({ rel: 'modulepreload', href })),
          ...[...css].map((href) => ({ rel: 'stylesheet', href })),
        ]
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        preloads.map(({ href, ...attrs }) => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true, href: `/${href}` },
          injectTo: 'head' as const,
        })),
    },
  }
}

/** The chunks every screen of the app or of any game loads, and the game types' own chunks (the groups below). */
const SHARED_CHUNKS = [
  'index',
  'shell',
  'screen',
  'GameView',
  'HistoryView',
  'StatementView',
  'ChartsView',
  'GameOverView',
]
const TYPE_CHUNKS = [...GAME_CHUNKS.keys()]

/**
 * Stops the build when a chunk that every screen, or every game's screens, load imports a game
 * type's chunk statically: then shared code imports a module of a type's folder that
 * SHARED_TYPE_CODE does not list, and the start screen or any game's history would load that
 * type's rules and panels.
 */
function sharedChunksStayShared(): Plugin {
  return {
    name: 'tischbank-shared-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
      const typeChunks = new Map(chunks.filter((c) => TYPE_CHUNKS.includes(c.name)).map((c) => [c.fileName, c]))
      for (const c of chunks.filter((c) => SHARED_CHUNKS.includes(c.name))) {
        for (const dep of c.imports) {
          const own = typeChunks.get(dep)
          if (!own) continue
          // the modules of the type's chunk that the shared chunk's modules import themselves
          const used = new Set(
            Object.keys(c.modules)
              .flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])
              .filter((id) => id in own.modules),
          )
          const names = [...used].map((id) => id.replace(/^.*[\\/]src[\\/]/, 'src/')).join(', ')
          this.error(
            `the ${c.name} chunk imports the ${own.name} chunk (${names}): add the module to SHARED_TYPE_CODE in vite.config.ts`,
          )
        }
      }
    },
  }
}

/** The dev server injects each stylesheet as a <style> element: there, and only there, the policy lets inline styles in. */
function devStyles(): Plugin {
  return {
    name: 'tischbank-dev-styles',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  }
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // components use the Composition API only
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'false',
    __VUE_I18N_LEGACY_API__: 'false',
    __INTLIFY_JIT_COMPILATION__: 'true',
    __INTLIFY_DROP_MESSAGE_COMPILER__: 'true',
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    appEntries(),
    pageHeaders(),
    sharedChunksStayShared(),
    devStyles(),
    vue(),
    // messages are precompiled: the runtime-only vue-i18n build is smaller and needs no eval (CSP)
    VueI18nPlugin({
      include: [fileURLToPath(new URL('./src/locales/**', import.meta.url))],
      runtimeOnly: true,
      compositionOnly: true,
      fullInstall: false,
      strictMessage: false,
      escapeHtml: false,
      dropMessageCompiler: true,
    }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'robots.txt', 'icons/*.png'],
      manifest: {
        name: 'Tischbank',
        short_name: 'Tischbank',
        description:
          'The bank on the table: balances, rents, mortgages and an undoable ledger for board games. Works offline.',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b5d3b',
        background_color: '#f6f4ef',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // the hashed assets bypass the fetch handler (public/sw-routes.js)
        importScripts: ['sw-routes.js'],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        cleanupOutdatedCaches: true,
        navigateFallback: 'index.html',
        clientsClaim: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // every browser the build targets (es2022) preloads modules itself
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        shell: fileURLToPath(new URL('./src/shell.ts', import.meta.url)),
      },
      output: {
        // the entry's modules (boot.ts and what it imports statically, appEntries) in one chunk, and the
        // app's (everything shell.ts imports statically: the start screen) in a second, instead of a
        // dozen tiny ones; the rest splits by screen as before. Messages stay apart: one locale's core
        // loads before the first render, the other on switching.
        // Behind the shell: the code the screens of a game share (the database with Dexie, the ledger,
        // the stores, the common components) in one chunk, and each game's rules and panels in one
        // chunk of their own, instead of two dozen chunks of a few hundred bytes, each a request
        // through the service worker before the game screen can show (issue 16: 28 chunks took
        // ~100 ms of a 250 ms open).
        codeSplitting: {
          groups: [
            { name: 'index', test: (id: string) => entryModules.has(id), priority: 1 },
            { name: 'shell', tags: ['$initial'], test: (id: string) => !LOCALES.test(id) && !entryModules.has(id) },
            {
              name: 'screen',
              test: (id: string) =>
                DEXIE.test(id) || (SRC.test(id) && !LOCALES.test(id) && !OWN_CHUNK.test(id) && !OWN_TYPE(id)),
              minShareCount: 2,
            },
            // one chunk per game message module: its own folder and its types' (gameChunks)
            ...[...GAME_CHUNKS].map(([name, types]) => ({
              name,
              test: typeCode([...new Set([name, ...types])].join('|')),
            })),
          ],
        },
      },
    },
  },
  // no CORS middleware: the app is same-origin only, and its `Vary: Origin` would make every cached
  // asset miss the service worker's static route (a module script's request carries an Origin)
  // the security headers: pageHeaders
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, cors: false },
})
