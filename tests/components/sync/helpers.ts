import { flushPromises } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { RouterView } from 'vue-router'

/** The app's router view alone: a screen mounted at a route of the app's own table. */
export const Host = defineComponent({ render: () => h(RouterView) })

/** Waits (flushing promises, 10 ms steps, ≤ 3 s) until `cond` holds; fails naming `what`. */
export async function waitFor(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !cond(); i++) {
    await flushPromises()
    await new Promise((r) => setTimeout(r, 10))
  }
  if (!cond()) throw new Error(`timed out: ${what}`)
}
