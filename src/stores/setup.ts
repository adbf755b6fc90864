import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import type { Json } from '@/domain/ledger/types'
import { GAME_TYPES, type GameType } from '@/domain/games/types'

/** A player row of the setup form as typed. */
export interface SetupPlayer {
  name: string
  color: string
}

/**
 * The new-game form as it is filled in (issue 14: "the player names typed on the setup form survive
 * the detour to the editor"): kept here, not in the screen, so that leaving the form for the board
 * editor and coming back finds it as it was — in this tab's sessionStorage too, so that a reload on
 * the way (or a phone browser dropping the tab) keeps it. Starting the game empties it.
 */
export const SETUP_KEY = 'tischbank.setupForm'

type Kept = {
  type: GameType | null
  name: string
  currency: string
  players: SetupPlayer[]
  options: { [k: string]: Json }
  discretionBoard: string | null
}

const isRecord = (v: unknown): v is { [k: string]: unknown } => v !== null && typeof v === 'object' && !Array.isArray(v)

/** The form as this tab kept it; null when nothing (usable) is kept. Never throws: a bad entry is ignored. */
export function keptForm(text: string | null): Kept | null {
  if (!text) return null
  let v: unknown
  try {
    v = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(v)) return null
  const type = GAME_TYPES.includes(v.type as GameType) ? (v.type as GameType) : null
  const players = Array.isArray(v.players)
    ? v.players.filter(isRecord).map((p) => ({
        name: typeof p.name === 'string' ? p.name.slice(0, 40) : '',
        color: typeof p.color === 'string' && /^#[0-9a-f]{6}$/i.test(p.color) ? p.color : '#888888',
      }))
    : []
  return {
    type,
    name: typeof v.name === 'string' ? v.name.slice(0, 40) : '',
    currency: typeof v.currency === 'string' ? v.currency.slice(0, 8) : '€',
    players: players.slice(0, 8),
    options: isRecord(v.options) ? (v.options as { [k: string]: Json }) : {},
    discretionBoard: typeof v.discretionBoard === 'string' ? v.discretionBoard : null,
  }
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export const useSetupStore = defineStore('setup', () => {
  /** The game type chosen (null: the form was never opened). */
  const type = ref<GameType | null>(null)
  const name = ref('')
  const currency = ref('€')
  const players = ref<SetupPlayer[]>([])
  const options = shallowRef<{ [k: string]: Json }>({})
  /** The Discretion board chosen on the form: 'demo' or a saved board's id (null: not chosen yet). */
  const discretionBoard = ref<string | null>(null)

  const kept = keptForm(storage()?.getItem(SETUP_KEY) ?? null)
  if (kept) {
    type.value = kept.type
    name.value = kept.name
    currency.value = kept.currency
    players.value = kept.players
    options.value = kept.options
    discretionBoard.value = kept.discretionBoard
  }
  watch(
    [type, name, currency, players, options, discretionBoard],
    () => {
      const form: Kept = {
        type: type.value,
        name: name.value,
        currency: currency.value,
        players: players.value,
        options: options.value,
        discretionBoard: discretionBoard.value,
      }
      try {
        if (type.value === null) storage()?.removeItem(SETUP_KEY)
        else storage()?.setItem(SETUP_KEY, JSON.stringify(form))
      } catch {
        // storage full or blocked: the form still survives the detour in memory
      }
    },
    { deep: true },
  )

  /** Empties the form (a game was started from it). */
  function reset() {
    type.value = null
    name.value = ''
    currency.value = '€'
    players.value = []
    options.value = {}
    discretionBoard.value = null
  }

  return { type, name, currency, players, options, discretionBoard, reset }
})
