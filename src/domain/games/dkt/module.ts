import type { GameModule } from '../contract'
import dkt from '../data/dkt.json'
import type { PropertyConfig } from '../property/config'
import { propertyDemoSetup } from '../property/demo'
import { propertyModule } from '../property/module'
import type { PropertyAction } from '../property/pack'
import type { PropertyData, PropertyGameView } from '../property/rules'

/**
 * DKT – Das kaufmännische Talent (RULES.md section DKT): 3–6 players, 2 with the `twoPlayers`
 * option; starting capital dealt as 2 × 200, 6 × 100, 6 × 50, 5 × 20, 6 × 10, 7 × 5, 5 × 1.
 */
export const dktModule = propertyModule('dkt', {
  playerLimits: { min: 2, max: 6, defaultCount: 3 },
  demoSetup: propertyDemoSetup,
  startingNotes: () => dkt.startingNotes.notes.map(([value, count]) => ({ value: value ?? 0, count: count ?? 0 })),
}) satisfies GameModule<PropertyConfig, PropertyData, PropertyAction, PropertyGameView, never>
