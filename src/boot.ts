// The first module the entry evaluates (main.ts imports it before anything else): the reads the
// first screen waits for start here, before the framework's modules are evaluated, instead of at
// the end of the entry chunk (issue 16). Nothing here imports Vue or Dexie.
import { primeGameList } from './db/quickList'
import { primeGame } from './db/quickGame'
import { loadAnyModule } from './domain/games'
import type { AnyGameModule } from './domain/games/contract'
import { loadCoreMessages, preloadMessages, storedLocale, type Locale, type Messages } from './modules/locale'
import { views } from './modules/views'

const path = location.pathname
const locale = storedLocale()

/** The core messages of the language this device shows (main.ts puts them into the i18n instance). */
export const core: { locale: Locale; messages: Promise<Messages> } = { locale, messages: loadCoreMessages(locale) }
// if they fail before the app's code has arrived to await them, that is no unhandled rejection: the
// app's start fails on them and main.ts says so on the splash
core.messages.catch(() => undefined)

// the start screen's list, read without Dexie while the app starts
if (path === '/') primeGameList()
// the game screen's code (and the code it shares with every screen of a game) downloads beside the app's
if (/^\/game\/[^/]+\/?$/.test(path)) void views.game().catch(() => undefined)

/**
 * On a game's address (its screen, history, statement…): the game's record, head and newest
 * entries are read without Dexie (src/db/quickGame.ts), and its rules' module and texts load as
 * soon as the record names the type; resolves with that module (null: nothing read this way — the screen's
 * own read then gives the answer). Null on any other address.
 */
export const earlyRules: Promise<AnyGameModule | null> | null = primeRules(/^\/game\/([^/]+)/.exec(path)?.[1])

function primeRules(id: string | undefined): Promise<AnyGameModule | null> | null {
  if (!id) return null
  // every screen of a game shows entries: the history's texts too
  preloadMessages(locale, 'history')
  const rules = new Promise<AnyGameModule | null>((resolve) => {
    void primeGame(decodeURIComponent(id), (game) => resolve(loadAnyModule(game.type).catch(() => null))).then((opened) => {
      if (!opened) resolve(null)
    })
  })
  void rules.then((m) => {
    if (m?.messages) preloadMessages(locale, m.messages)
  })
  return rules
}
