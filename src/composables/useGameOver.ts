import { computed, onBeforeUnmount, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { useGameStore } from '@/stores/game'
import { useFormat } from '@/composables/useFormat'
import { anyModule } from '@/domain/games'
import type { WorthPart } from '@/domain/games/contract'
import { clockIsOver, gameOverFor, gameSummary, summaryText, type SummaryRow } from '@/domain/games/summary'
import { fileDate, fileSlug } from '@/composables/share'

/**
 * The open game's end and standings (gameSummary: one player left, the agreed time up, the game's
 * own end), in the reader's words: the verdict, each value and part, and the shareable text.
 * The clock is read once a second while it runs, so the end shows the moment time is up.
 */
export function useGameOver() {
  const store = useGameStore()
  const { t, locale } = useI18n()
  const fmt = useFormat(() => store.config)

  const now = ref(Date.now())
  let timer: ReturnType<typeof setInterval> | undefined
  watch(
    () => store.game?.clock?.runningSince ?? null,
    (since) => {
      clearInterval(timer)
      timer = undefined
      now.value = Date.now()
      if (since !== null) timer = setInterval(() => (now.value = Date.now()), 1000)
    },
    { immediate: true },
  )
  onBeforeUnmount(() => clearInterval(timer))

  const summary = computed(() => {
    const game = store.game
    const state = store.state
    if (!game || !state) return null
    return gameSummary(anyModule(game.type), state, game.config, clockIsOver(game.clock, now.value))
  })
  // on its own (no breakdown): the game screen's notice reads only this, after every action
  const over = computed(() => {
    const game = store.game
    const state = store.state
    if (!game || !state) return null
    return gameOverFor(anyModule(game.type), state, game.config, clockIsOver(game.clock, now.value))
  })
  const scorePad = computed(() => fmt.isScorePad())

  function names(ids: readonly string[]): string {
    return new Intl.ListFormat(locale.value, { type: 'conjunction' }).format(ids.map((id) => fmt.accountName(id)))
  }
  const verdict = computed(() => {
    const o = over.value
    if (!o) return null
    if (o.winners.length === 0) return t('gameOver.nobodyLeft')
    return t(`gameOver.${o.reason}`, { winners: names(o.winners) })
  })

  /** A row's value as the game counts it: money, or points in a score pad. */
  function value(n: number): string {
    return scorePad.value ? t('gameOver.points', { n: fmt.num(n) }, n) : fmt.money(n)
  }
  function partLabel(p: WorthPart): string {
    return t(`gameOver.parts.${p.part}`, { round: p.round ?? 0 })
  }
  function partAmount(p: WorthPart): string {
    return scorePad.value ? fmt.points(p.amount) : fmt.money(p.amount)
  }
  function rowHead(r: SummaryRow): string {
    const mark = r.isOut
      ? ` (${t('gameOver.out')})`
      : over.value?.winners.includes(r.player)
        ? ` (${t('gameOver.winner')})`
        : ''
    return `${t('gameOver.place', { rank: r.rank })} ${r.name}: ${value(r.value)}${mark}`
  }

  const title = computed(() => {
    const game = store.game
    if (!game) return ''
    return t('gameOver.summaryTitle', {
      game: game.name,
      type: t(`types.${game.type}`),
      date: fmt.dateTime(Date.now()),
    })
  })
  /** The shareable text: title, verdict, one line per place with its parts. */
  function text(): string {
    const s = summary.value
    if (!s) return ''
    return summaryText(s, {
      title: title.value,
      verdict: verdict.value,
      row: rowHead,
      part: (p) => `${partLabel(p)} ${partAmount(p)}`,
    })
  }
  function fileName(ext: string): string {
    return `${fileSlug(store.game?.name ?? '')}-result-${fileDate()}.${ext}`
  }

  return { store, fmt, summary, over, verdict, value, partLabel, partAmount, rowHead, title, text, fileName }
}
