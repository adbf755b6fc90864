export * from './types'
export * from './effects'
export * from './admit'
export * from './ledger'
