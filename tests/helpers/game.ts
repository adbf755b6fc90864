import { createPinia, setActivePinia } from 'pinia'
import { useGamesStore } from '@/stores/games'
import { useGameStore } from '@/stores/game'
import { freePlayConfig } from '@/domain/games/freePlay'
import { freshDb } from './db'

/** A fresh database and Pinia with a free-play game open in the game store: Anna (p1) and Ben (p2), 1,500 € each, salary 200 €. */
export async function openFreePlayGame() {
  freshDb()
  const pinia = createPinia()
  setActivePinia(pinia)
  const g = await useGamesStore().create(
    'Abend',
    freePlayConfig({
      players: [
        { id: 'p1', name: 'Anna' },
        { id: 'p2', name: 'Ben' },
      ],
      salary: 200,
    }),
  )
  const store = useGameStore()
  await store.open(g.id)
  return { pinia, store, id: g.id }
}
