import { MONOPOLY_DE_BOARD } from './board'
import { makePropertyPack } from './pack'

/** The Monopoly board, German rules (monopoly-de.json). */
export const monopolyDeBoard = MONOPOLY_DE_BOARD

/** Monopoly, German rules: the rule pack (RULES.md section Monopoly: same engine as DKT with its differences). */
export const monopolyDePack = makePropertyPack('monopolyDe')
