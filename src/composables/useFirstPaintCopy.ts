import { onBeforeUnmount, onMounted, watch, type Ref } from 'vue'
import { releaseFirstPaint } from '@/modules/pagePaint'
import { copyScreen, firstPaintIsCurrent, keepCopy, saveFirstPaint } from '@/modules/firstPaintSave'

/** A change waits this long for the next one before the copy is made again (a burst of taps: one copy). */
const QUIET_MS = 1000

/**
 * The game screen's side of its first paint (modules/firstPaint.ts). The painted copy gives way
 * once the screen is `complete` (its game and panel shown) or shows an error. The copy is made
 * again a quiet second after what it shows changed (`key`: paintKey of the game and head, the
 * language, the layout, or `token`: the write token under which the game and head on screen are
 * the stored ones), so a tap pays nothing for it, or at once when the page hides or the screen
 * closes with a change not yet in it (`flush`, which the screen calls before it closes its game).
 * A copy is made only under the current write token: when another write has renewed it, the
 * quiet save first has the screen's head proven again (`confirm`). `media` is the layout query
 * that `wide` follows.
 */
export function useFirstPaintCopy(opts: {
  complete: Ref<boolean>
  failed: () => boolean
  key: () => string | null
  token: () => string | null
  confirm: () => Promise<void>
  prove: () => Promise<string | null>
  locale: Ref<string>
  media: string
  wide: Ref<boolean>
}) {
  const { complete, failed, key, token, confirm, prove, locale, media, wide } = opts
  watch(() => complete.value || failed(), (yes) => yes && releaseFirstPaint(), { flush: 'post', immediate: true })

  let saved: string | null = null
  let pending: ReturnType<typeof setTimeout> | undefined
  // the screen's own address, as it rendered: when the screen closes for another, the router has already gone there
  let path = location.pathname
  /** What the copy shows and how: a change of any of these is a new copy. */
  const shown = () => JSON.stringify([key(), token(), locale.value, wide.value])
  function save() {
    clearTimeout(pending)
    pending = undefined
    if (!complete.value || failed()) return
    saveFirstPaint(key(), token(), locale.value, media, path)
    saved = shown()
  }
  /** The quiet save: the screen's head proven under the current write token first, if another write has renewed it. */
  async function saveProven() {
    pending = undefined
    await confirm().catch(() => undefined)
    // a change meanwhile has its own save pending
    if (pending === undefined) save()
  }
  /**
   * The change not yet in the copy, now (the page hides, the screen closes): the copy is made at
   * once; when another write has renewed the token since the screen's head was proven, it is kept
   * once the head is proven again (`prove`, bound now to the game and head on screen; a page that
   * is unloading may end first, and then no copy is kept).
   */
  function flush() {
    if (pending === undefined) return
    clearTimeout(pending)
    pending = undefined
    if (!complete.value || failed()) return
    const copy = copyScreen(key(), locale.value, media, path)
    saved = shown()
    if (!copy || keepCopy(copy, token())) return
    void prove().then((t) => keepCopy(copy, t))
  }
  const onHide = () => document.visibilityState === 'hidden' && flush()

  watch(
    [complete, key, token, locale, wide],
    () => {
      if (!complete.value || failed()) return
      path = location.pathname
      const k = key()
      const now = shown()
      if (now === saved) return
      // the first render after an open: the stored copy may show exactly this already
      const current = saved === null && firstPaintIsCurrent(k, token(), locale.value, path)
      saved = now
      if (current) return
      clearTimeout(pending)
      pending = setTimeout(() => void saveProven(), QUIET_MS)
    },
    { flush: 'post' },
  )
  onMounted(() => {
    document.addEventListener('visibilitychange', onHide)
    addEventListener('pagehide', flush)
  })
  onBeforeUnmount(() => {
    clearTimeout(pending)
    document.removeEventListener('visibilitychange', onHide)
    removeEventListener('pagehide', flush)
    releaseFirstPaint()
  })
  return { flush }
}
