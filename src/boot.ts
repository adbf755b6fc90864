// The first module the entry evaluates (main.ts imports it before anything else): the reads the
// first screen waits for start here, before the framework's modules are evaluated, instead of at
// the end of the entry chunk (issue 16). Nothing here imports Vue or Dexie.
import { primeGameList } from './db/quickList'
import { loadAnyModule } from './domain/games'
import type { AnyGameModule } from './domain/games/contract'
import { loadCoreMessages, preloadMessages, storedLocale, type Locale, type Messages } from './modules/locale'
import { views } from './modules/views'
import { pagePaint } from './modules/pagePaint'

const path = location.pathname
const locale = storedLocale()

/** The core messages of the language this device shows (main.ts puts them into the i18n instance). */
export const core: { locale: Locale; messages: Promise<Messages> } = { locale, messages: loadCoreMessages(locale) }
// if they fail before the app's code has arrived to await them, that is no unhandled rejection: the
// app's start fails on them and main.ts says so on the splash
core.messages.catch(() => undefined)

// the start screen's list, read without Dexie while the app starts
if (path === '/') primeGameList()
const gameScreen = /^\/game\/[^/]+\/?$/.test(path)

const PAINT_WAIT_MS = 300
const painted = gameScreen ? pagePaint() : null
/**
 * On the game screen's address: settles once index.html's script (modules/firstPaintPage.ts) has
 * painted the screen's stored copy or found it out of date; main.ts starts the app's code after
 * it, so that the paint does not wait behind the app's evaluation. It waits at most PAINT_WAIT_MS
 * (a database held by another tab's upgrade). Null on any other address.
 */
export const firstPaint: Promise<boolean> | null = painted && Promise.race([painted, new Promise<boolean>((r) => setTimeout(r, PAINT_WAIT_MS, false))])

/**
 * On a game's address (its screen, history, statement…): the game's record, head and newest
 * entries are read without Dexie (src/db/quickGame.ts), and its rules' module and texts load as
 * soon as the record names the type; resolves with that module (null: nothing read this way — the screen's
 * own read then gives the answer). Null on any other address.
 */
export const earlyRules: Promise<AnyGameModule | null> | null = primeRules(/^\/game\/([^/]+)/.exec(path)?.[1])

// the game screen's code (and the code it shares with every screen of a game) downloads beside the
// app's, once the screen's stored copy is painted (or found out of date): its evaluation would delay the paint
if (gameScreen) void (firstPaint ?? Promise.resolve()).then(() => views.game()).catch(() => undefined)

function primeRules(id: string | undefined): Promise<AnyGameModule | null> | null {
  if (!id) return null
  // every screen of a game shows entries: the history's texts too
  preloadMessages(locale, 'history')
  // the read's code is not the start screen's: it loads here, beside the paint; the read itself
  // starts once the paint is done or given up (index.html's script reads the same database meanwhile)
  const quick = import('./db/quickGame')
  const rules = new Promise<AnyGameModule | null>((resolve) => {
    Promise.all([quick, firstPaint])
      .then(([q]) => q.primeGame(decodeURIComponent(id), { record: (game) => resolve(loadAnyModule(game.type).catch(() => null)) }))
      .then((opened) => opened || resolve(null), () => resolve(null))
  })
  void rules.then((m) => {
    if (m?.messages) preloadMessages(locale, m.messages)
  })
  return rules
}
