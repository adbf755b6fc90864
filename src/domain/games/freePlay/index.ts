export * from './pack'
export { freePlayModule, type FreePlayView } from './module'
