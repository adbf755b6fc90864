import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import { createPinia } from 'pinia'
import type { Component } from 'vue'
import type { Locale } from '@/modules/i18n'
import { testI18n } from './i18n'

/** Mounts a component with Pinia and i18n (every module's messages loaded, see testI18n). */
export async function mountWithApp<C extends Component>(
  component: C,
  options: ComponentMountingOptions<C> = {},
  locale: Locale = 'en',
) {
  const global = {
    ...(options.global ?? {}),
    plugins: [...(options.global?.plugins ?? []), createPinia(), testI18n(locale)],
  }
  return mount(component, { ...options, global } as ComponentMountingOptions<C>)
}
