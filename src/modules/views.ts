// The screens' code, each loaded on demand: the router's lazy route components, and boot.ts, which
// starts the game screen's code on a game's address before the app's own code has arrived (issue 16).
export const views = {
  newGame: () => import('@/views/NewGameView.vue'),
  game: () => import('@/views/GameView.vue'),
  history: () => import('@/views/HistoryView.vue'),
  statement: () => import('@/views/StatementView.vue'),
  charts: () => import('@/views/ChartsView.vue'),
  gameOver: () => import('@/views/GameOverView.vue'),
  board: () => import('@/views/BoardEditorView.vue'),
  join: () => import('@/views/JoinView.vue'),
  welcome: () => import('@/views/WelcomeView.vue'),
  settings: () => import('@/views/SettingsView.vue'),
  stats: () => import('@/views/StatsView.vue'),
}
