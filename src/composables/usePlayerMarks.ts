import { computed } from 'vue'
import { getActivePinia } from 'pinia'
import { playerInitials } from '@/domain/games/players'
import { useGameStore } from '@/stores/game'

/** A player's colour and initial, as PlayerMark takes them (`<PlayerMark v-bind="markOf(id)" />`). */
export interface PlayerMarkProps {
  color: string
  initial: string
}

/** The initial of each player of a list, by id (playerInitials: two letters where two share the first). */
export function marksOf(players: readonly { id: string; name: string; color: string }[]): Map<string, PlayerMarkProps> {
  const initials = playerInitials(players.map((p) => p.name))
  return new Map(players.map((p, i) => [p.id, { color: p.color, initial: initials[i] ?? '?' }]))
}

/** The game store when the app has one (a component mounted alone, as in a unit test, has none). */
function gameStore(): ReturnType<typeof useGameStore> | null {
  return getActivePinia() ? useGameStore() : null
}

/**
 * The colour marks of the open game's players (issue 14: every colour mark carries the initial),
 * worked out once per game from all its players, so a mark reads the same on every screen.
 * `markOf` gives null for the bank and unknown accounts.
 */
export function usePlayerMarks() {
  const store = gameStore()
  const marks = computed(() => marksOf(store?.config?.players ?? []))
  function markOf(id: string): PlayerMarkProps | null {
    return marks.value.get(id) ?? null
  }
  return { marks, markOf }
}
