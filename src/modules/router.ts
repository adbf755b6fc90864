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
  { path: '/:pathMatch(.*)*', redirect: '/' },
]

/** The app router (HTML5 history; the service worker serves index.html for every route offline). */
export function makeRouter() {
  return createRouter({ history: createWebHistory(import.meta.env.BASE_URL), routes })
}
