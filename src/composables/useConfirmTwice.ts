import { onBeforeUnmount, ref, type Ref } from 'vue'

/**
 * A destructive button that asks by its own label: the first tap arms it (the label says what
 * the second tap will do), the second tap within `ms` runs the action; it disarms by itself.
 */
export function useConfirmTwice(ms = 4000): {
  isArmed: Ref<boolean>
  confirm: (action: () => unknown) => Promise<void>
  disarm: () => void
} {
  const isArmed = ref(false)
  let timer: ReturnType<typeof setTimeout> | undefined
  function disarm() {
    isArmed.value = false
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  async function confirm(action: () => unknown) {
    if (!isArmed.value) {
      isArmed.value = true
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(disarm, ms)
      return
    }
    disarm()
    await action()
  }
  onBeforeUnmount(disarm)
  return { isArmed, confirm, disarm }
}
