import type { GameModule } from '../contract'
import type { PropertyConfig } from '../property/config'
import { propertyDemoSetup } from '../property/demo'
import { propertyModule } from '../property/module'
import type { PropertyAction } from '../property/pack'
import type { PropertyData, PropertyGameView } from '../property/rules'

/** Monopoly, German rules (RULES.md section Monopoly: the DKT engine with its differences), 2–8 players. */
export const monopolyDeModule = propertyModule('monopolyDe', {
  playerLimits: { min: 2, max: 8, defaultCount: 3 },
  demoSetup: propertyDemoSetup,
  startingNotes: () => [],
}) satisfies GameModule<PropertyConfig, PropertyData, PropertyAction, PropertyGameView, never>
