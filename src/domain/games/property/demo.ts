import type { SetupInput } from '../contract'

/** The demo game of DKT and Monopoly ("try a demo game"): Anna, Ben and Cem, in euros, default rules. */
export function propertyDemoSetup(): SetupInput {
  return { players: ['Anna', 'Ben', 'Cem'].map((name, i) => ({ id: `p${i + 1}`, name })), currency: '€', options: {} }
}
