import { BANK, type EntryDraft, type Json, type Posting } from '../../ledger/types'
import { checkPayment, cleanNote, playerAccounts, transfer } from '../common'
import type { RulePack } from '../types'
import { settle } from './actions'
import { checkCash, lineOrder } from './settlement'
import type { DiscretionAction, DiscretionConfig, DiscretionData } from './types'

// The pack's parts, re-exported: what other code and README "Engine: Discretion" import from here.
export {
  checkDiscretionSetup,
  DISCRETION_DEFAULTS,
  discretionConfig,
  startingMoney,
  type DiscretionSetupInput,
  type RawDiscretionSetup,
} from './config'
export { DISCRETION_CARDS, DISCRETION_KINDS, DISCRETION_LINE_ITEMS } from './catalogue'
export { bankLoanCapacity, excessLoans } from './collateral'
export { previewAction } from './preview'
export type { ActionPreview, LineItem, PreviewChoice, PreviewLine } from './settlement'

/** The Discretion rule pack: every action above as one ledger entry (RULES.md Discretion). */
export const discretionPack: RulePack<DiscretionConfig, DiscretionData, DiscretionAction> = {
  type: 'discretion',
  initialState(config) {
    const balances: Record<string, number> = {}
    for (const a of playerAccounts(config)) balances[a] = 0
    const zero: { [p: string]: number } = {}
    for (const p of config.players) zero[p.id] = 0
    const first = config.options.firstPlayer || (config.players[0]?.id ?? '')
    return {
      balances,
      data: {
        eliminated: {},
        year: 1,
        active: first,
        finished: false,
        titles: {},
        buildings: {},
        nextBuilding: 1,
        bankLoans: { ...zero },
        sharkLoans: { ...zero },
        landTaxRates: {},
      },
    }
  },
  setupDrafts(config) {
    const c = config.options.startingMoney
    return config.players.map((p) => ({
      kind: 'startingMoney',
      postings: [
        { account: BANK, amount: -c },
        { account: p.id, amount: c },
      ],
      info: { player: p.id },
    }))
  },
  admitOptions(config) {
    return { accounts: playerAccounts(config), unlimited: [BANK], allowNegative: config.options.allowNegative }
  },
  plan(state, action, config): EntryDraft {
    // a plain payment between any two accounts (deals between players, corrections by the banker)
    if (action?.type === 'pay') {
      const p = checkPayment(state, config, action.from, action.to, action.amount)
      const payNote = cleanNote(action.note)
      return { kind: 'payment', postings: transfer(p.from, p.to, p.amount), ...(payNote ? { note: payNote } : {}) }
    }
    const { tx, kind } = settle(state, action, config, false)
    checkCash(tx)
    const postings: Posting[] = []
    let bank = 0
    for (const p of lineOrder(tx)) {
      const line = tx.lines.get(p)
      if (!line || line.amount === 0) continue
      postings.push({ account: p, amount: line.amount })
      bank -= line.amount
    }
    if (postings.length) postings.unshift({ account: BANK, amount: bank })
    const lines: { [p: string]: Json } = {}
    for (const [p, l] of tx.lines) if (l.amount !== 0) lines[p] = l.amount
    if (Object.keys(lines).length) tx.info.lines = lines
    const note = cleanNote((action as { note?: unknown }).note)
    const draft: EntryDraft = { kind, postings, effects: tx.b.effects, info: { action: action.type, ...tx.info } }
    if (note) draft.note = note
    return draft
  },
}
