import { createRouter, createWebHistory, type RouteRecordRaw } from 'vue-router'
import HomeView from '@/views/HomeView.vue'

// The game list is in the entry chunk; the game screen and everything else load on demand
// (precached by the service worker, so offline they open at once).
export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: HomeView },
  { path: '/new', name: 'new', component: () => import('@/views/NewGameView.vue') },
  { path: '/game/:id', name: 'game', component: () => import('@/views/GameView.vue'), props: true },
  { path: '/game/:id/history', name: 'history', component: () => import('@/views/HistoryView.vue'), props: true },
  { path: '/game/:id/statement/:player?', name: 'statement', component: () => import('@/views/StatementView.vue'), props: true },
  { path: '/game/:id/charts', name: 'charts', component: () => import('@/views/ChartsView.vue'), props: true },
  { path: '/game/:id/over', name: 'gameOver', component: () => import('@/views/GameOverView.vue'), props: true },
  { path: '/boards/:id?', name: 'board', component: () => import('@/views/BoardEditorView.vue'), props: true },
  { path: '/join', name: 'join', component: () => import('@/views/JoinView.vue') },
  { path: '/welcome', name: 'welcome', component: () => import('@/views/WelcomeView.vue') },
  { path: '/settings', name: 'settings', component: () => import('@/views/SettingsView.vue') },
  { path: '/:pathMatch(.*)*', redirect: '/' },
]

/** The app router (HTML5 history; the service worker serves index.html for every route offline). */
export function makeRouter() {
  return createRouter({ history: createWebHistory(import.meta.env.BASE_URL), routes })
}
