import type { ComponentMountingOptions } from '@vue/test-utils'
import type { App, Component } from 'vue'
import { getI18n } from '@/modules/i18n'
import { mountWithApp } from '../../helpers/mount'

// ensureMessages loads each module once per page, so a second mountWithApp (a new i18n instance)
// would miss the module texts: a plugin merges them into the new instance before the first render.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../src/locales/*/*.json5', { eager: true })

const moduleMessages = {
  install(_app: App) {
    const i18n = getI18n()
    for (const [path, mod] of Object.entries(files)) {
      const locale = /\/locales\/(\w+)\//.exec(path)?.[1]
      if (locale && i18n) i18n.global.mergeLocaleMessage(locale, mod.default as never)
    }
  },
}

/** mountWithApp with every module's messages in the new i18n instance. */
export function mountDisc<C extends Component>(component: C, options: ComponentMountingOptions<C> = {}) {
  const global = { ...(options.global ?? {}), plugins: [...(options.global?.plugins ?? []), moduleMessages] }
  return mountWithApp(component, { ...options, global } as ComponentMountingOptions<C>)
}
