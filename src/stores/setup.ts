import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { Json } from '@/domain/ledger/types'
import type { GameType } from '@/domain/games/types'

/** A player row of the setup form as typed. */
export interface SetupPlayer {
  name: string
  color: string
}

/**
 * The new-game form as it is filled in (issue 14: "the player names typed on the setup form survive
 * the detour to the editor"): kept here, not in the screen, so that leaving the form for the board
 * editor and coming back finds it as it was. Starting the game empties it.
 */
export const useSetupStore = defineStore('setup', () => {
  /** The game type chosen (null: the form was never opened). */
  const type = ref<GameType | null>(null)
  const name = ref('')
  const currency = ref('€')
  const players = ref<SetupPlayer[]>([])
  const options = shallowRef<{ [k: string]: Json }>({})
  /** The Discretion board chosen on the form: 'demo' or a saved board's id (null: not chosen yet). */
  const discretionBoard = ref<string | null>(null)

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
