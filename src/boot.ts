// The first module the entry evaluates (main.ts imports it before anything else): what the first
// screen waits for starts here, beside the app's own code (shell.ts, which index.html preloads):
// the core messages of this device's language and, on a game's address, the screen's code and the
// game's read with its rules' code and texts. Nothing here imports Vue or Dexie (the read loads with
// the screens' shared chunk).
import { loadAnyModule, messagesOf } from './domain/games'
import { loadCoreMessages, preloadMessages, storedLocale, type Locale, type Messages } from './modules/locale'
import { views } from './modules/views'

const path = location.pathname
const locale = storedLocale()

/** The core messages of the language this device shows (shell.ts puts them into the i18n instance). */
export const core: { locale: Locale; messages: Promise<Messages> } = { locale, messages: loadCoreMessages(locale) }
// if they fail before the app's code has arrived to await them, that is no unhandled rejection: the
// app's start fails on them and main.ts says so on the splash
core.messages.catch(() => undefined)

const gameId = /^\/game\/([^/]+)/.exec(path)?.[1]
if (gameId) {
  // every screen of a game shows entries: the history's texts too
  preloadMessages(locale, 'history')
  if (/^\/game\/[^/]+\/?$/.test(path)) void views.game().catch(() => undefined)
  void import('./db/opening')
    .then((m) =>
      m.primeGame(decodeURIComponent(gameId), (game) => {
        // the rules' code and their texts side by side
        void loadAnyModule(game.type).catch(() => undefined)
        const texts = messagesOf(game.type)
        if (texts) preloadMessages(locale, texts)
      }),
    )
    .catch(() => undefined)
}
