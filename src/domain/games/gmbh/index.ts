export * from './deck'
export * from './scoring'
export * from './pack'
export * from './engine'
