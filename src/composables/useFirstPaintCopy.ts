import { onBeforeUnmount, onMounted, watch, type Ref } from 'vue'
import { releaseFirstPaint } from '@/modules/pagePaint'
import { firstPaintIsCurrent, saveFirstPaint } from '@/modules/firstPaintSave'

/** A change waits this long for the next one before the copy is made again (a burst of taps: one copy). */
const QUIET_MS = 1000

/**
 * The game screen's side of its first paint (modules/firstPaint.ts). The painted copy gives way
 * once the screen is `complete` (its game and panel shown) or shows an error. The copy is made
 * again a quiet second after what it shows changed (`key`: paintKey of the game and head, the
 * language, the layout), so a tap pays nothing for it, or at once when the page hides or the
 * screen closes with a change not yet in it (`flush`, which the screen calls before it closes its
 * game). `media` is the layout query that `wide` follows.
 */
export function useFirstPaintCopy(opts: { complete: Ref<boolean>; failed: () => boolean; key: () => string | null; locale: Ref<string>; media: string; wide: Ref<boolean> }) {
  const { complete, failed, key, locale, media, wide } = opts
  watch(() => complete.value || failed(), (yes) => yes && releaseFirstPaint(), { flush: 'post', immediate: true })

  let saved: string | null = null
  let pending: ReturnType<typeof setTimeout> | undefined
  // the screen's own address, as it rendered: when the screen closes for another, the router has already gone there
  let path = location.pathname
  function save() {
    clearTimeout(pending)
    pending = undefined
    if (complete.value && !failed()) saveFirstPaint(key(), locale.value, media, path)
  }
  const flush = () => pending !== undefined && save()
  const onHide = () => document.visibilityState === 'hidden' && flush()

  watch(
    [complete, key, locale, wide],
    () => {
      if (!complete.value || failed()) return
      path = location.pathname
      const k = key()
      const now = JSON.stringify([k, locale.value, wide.value])
      if (now === saved) return
      // the first render after an open: the stored copy may show exactly this already
      const current = saved === null && firstPaintIsCurrent(k, locale.value, path)
      saved = now
      if (current) return
      clearTimeout(pending)
      pending = setTimeout(save, QUIET_MS)
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
