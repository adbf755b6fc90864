import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import { createPinia } from 'pinia'
import type { Component } from 'vue'
import { ensureAllMessages, makeI18n, type Locale } from '@/modules/i18n'

/** Mounts a component with Pinia and i18n (every module's messages loaded). */
export async function mountWithApp<C extends Component>(component: C, options: ComponentMountingOptions<C> = {}, locale: Locale = 'en') {
  const i18n = makeI18n(locale)
  await ensureAllMessages(i18n)
  const global = { ...(options.global ?? {}), plugins: [...(options.global?.plugins ?? []), createPinia(), i18n] }
  return mount(component, { ...options, global } as ComponentMountingOptions<C>)
}
