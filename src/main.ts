// The entry: small, so that what the first screen waits for starts at once. boot.ts starts the
// texts and, on a game's address, the game screen's code and the game's read; the app itself
// (shell.ts: Vue, the router, the stores, the start screen) downloads beside them (index.html
// preloads it) and starts when it has arrived. The splash's styles come with this chunk: no paint
// waits for the app's code. index.html's splash stays until the app has mounted and replaced it.
import { core } from './boot'
import './styles.css'

/**
 * What the splash says when the app's code or its texts did not load (a first visit whose
 * connection dropped), and its link that loads the page again: here, not in the message files,
 * which may be what failed.
 */
const FAILED = {
  en: ['Tischbank could not load.', 'Try again'],
  de: ['Tischbank konnte nicht geladen werden.', 'Noch einmal'],
}

import('./shell')
  .then((app) => app.started)
  .catch(() => {
    const splash = document.querySelector('.splash')
    const [text, again] = FAILED[core.locale]
    splash?.removeAttribute('aria-hidden')
    splash?.insertAdjacentHTML('beforeend', `<p role="alert">${text}</p><a class="btn" href="">${again}</a>`)
  })
