import { createRouter, createWebHistory, type RouteRecordRaw } from 'vue-router'
import HomeView from '@/views/HomeView.vue'
import { views } from './views'

// The game list is in the entry chunk; the game screen and everything else load on demand
// (precached by the service worker, so offline they open at once).
export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: HomeView },
  { path: '/new', name: 'new', component: views.newGame },
  { path: '/game/:id', name: 'game', component: views.game, props: true },
  { path: '/game/:id/history', name: 'history', component: views.history, props: true },
  { path: '/game/:id/statement/:player?', name: 'statement', component: views.statement, props: true },
  { path: '/game/:id/charts', name: 'charts', component: views.charts, props: true },
  { path: '/game/:id/over', name: 'gameOver', component: views.gameOver, props: true },
  { path: '/boards/:id?', name: 'board', component: views.board, props: true },
  { path: '/join', name: 'join', component: views.join },
  { path: '/welcome', name: 'welcome', component: views.welcome },
  { path: '/settings', name: 'settings', component: views.settings },
  { path: '/stats', name: 'stats', component: views.stats },
  { path: '/:pathMatch(.*)*', redirect: '/' },
]

/** The app router (HTML5 history; the service worker serves index.html for every route offline). */
export function makeRouter() {
  return createRouter({ history: webHistory(import.meta.env.BASE_URL), routes })
}

/**
 * vue-router's HTML5 history without its scroll save when the page hides: it reads the scroll
 * position (a forced style and layout) and rewrites the history entry in the old page's last task,
 * which every reload waits for (issue 16), for a position only a `scrollBehavior` would use, and
 * the app has none. Its two listeners (`pagehide`, and `visibilitychange` on the document) are
 * left out while the history is made; every other listener (back and forward) is registered as is.
 */
function webHistory(base: string) {
  const onWindow = window.addEventListener
  const onDocument = document.addEventListener
  window.addEventListener = function (
    this: Window,
    type: string,
    ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]
  ) {
    if (type !== 'pagehide') onWindow.call(this, type, ...rest)
  } as typeof window.addEventListener
  document.addEventListener = function (
    this: Document,
    type: string,
    ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]
  ) {
    if (type !== 'visibilitychange') onDocument.call(this, type, ...rest)
  } as typeof document.addEventListener
  try {
    return createWebHistory(base)
  } finally {
    window.addEventListener = onWindow
    document.addEventListener = onDocument
  }
}
