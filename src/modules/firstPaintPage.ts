// index.html's own script (issue 16): on a game screen's address it paints the screen's stored copy
// (firstPaint.ts) while the write token it was kept under is current, and reads the game's head
// without Dexie beside the paint to check it. The build (vite.config.ts, firstPaintScript) makes it
// one classic inline script in the page's head, before its stylesheets and the entry (nothing waits
// before it runs), with its hash in the page's Content-Security-Policy; the dev server loads it as
// a module of its own. The app's entry (boot.ts) waits for the paint it leaves behind (pagePaint.ts).
import { readHead } from '@/db/quickGame'
import { showFirstPaint } from './firstPaint'
import { setPagePaint } from './pagePaint'
import { storedLocale } from './deviceLocale'

const id = /^\/game\/([^/]+)\/?$/.exec(location.pathname)?.[1]
if (id) {
  try {
    const gameId = decodeURIComponent(id)
    setPagePaint(showFirstPaint(() => readHead(gameId), storedLocale()))
  } catch {
    // an address that does not decode: the app's router says so
  }
}
