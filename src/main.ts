// The entry: small, so that what the first screen waits for starts at once. boot.ts starts the
// reads, the texts and, on a game's address, the game screen's code; the app itself (shell.ts:
// Vue, the router, the stores, the start screen) downloads beside them (index.html preloads it) and
// starts when it has arrived (issue 16). The splash's styles come with this chunk: no paint waits
// for the app's code.
import './boot'
import './styles.css'

void import('./shell')
