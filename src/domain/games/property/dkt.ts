import { DKT_BOARD } from './board'
import { makePropertyPack } from './pack'

/** The DKT board facts (dkt.json). */
export const dktBoard = DKT_BOARD

/** DKT – Das kaufmännische Talent: the rule pack (RULES.md section DKT). */
export const dktPack = makePropertyPack('dkt')
