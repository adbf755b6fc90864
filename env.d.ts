/// <reference types="vite/client" />
declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}
declare const __APP_VERSION__: string
declare module '*.json5' {
  const messages: Record<string, unknown>
  export default messages
}
