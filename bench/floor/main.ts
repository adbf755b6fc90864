// The floor app: one game's head read through Dexie into a Pinia store and shown by Vue; a salary
// tap is one Dexie transaction (read the head, put the entry and the head) like the app's; the
// history button shows the newest 30 entries. Beside it, the bare IndexedDB floor of a tap.
import { createApp, defineComponent, h, shallowRef, computed } from 'vue'
import { createPinia, defineStore } from 'pinia'
import Dexie, { type EntityTable } from 'dexie'

Dexie.debug = false

interface Posting {
  account: string
  amount: number
}
interface Head {
  gameId: string
  nextSeq: number
  state: { balances: Record<string, number> }
}
interface EntryRec {
  id: string
  gameId: string
  seq: number
  ts: number
  kind: string
  postings: Posting[]
  isSetup: boolean
  isUndone: boolean
  live: 0 | 1
}

class FloorDb extends Dexie {
  heads!: EntityTable<Head, 'gameId'>
  entries!: EntityTable<EntryRec, 'id'>
  constructor() {
    super('floor')
    this.version(1).stores({ heads: 'gameId', entries: 'id, [gameId+seq], [gameId+live+seq]' })
  }
}
const db = new FloorDb()
const GAME = 'g'
const PLAYERS = ['Anna', 'Ben', 'Cem']
const fmt = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

const useGame = defineStore('game', () => {
  const head = shallowRef<Head | null>(null)
  const rows = shallowRef<EntryRec[]>([])
  const balances = computed(() => head.value?.state.balances ?? {})
  async function open() {
    let h0 = await db.heads.get(GAME)
    if (!h0) {
      h0 = { gameId: GAME, nextSeq: 1, state: { balances: { bank: 0, Anna: 1500, Ben: 1500, Cem: 1500 } } }
      await db.heads.put(h0)
    }
    head.value = h0
  }
  async function salary(player: string) {
    const next = await db.transaction('rw', db.heads, db.entries, async () => {
      const cur = (await db.heads.get(GAME))!
      const postings = [
        { account: 'bank', amount: -200 },
        { account: player, amount: 200 },
      ]
      const seq = cur.nextSeq
      await db.entries.put({
        id: `${GAME}-${seq}`,
        gameId: GAME,
        seq,
        ts: Date.now(),
        kind: 'salary',
        postings,
        isSetup: false,
        isUndone: false,
        live: 1,
      })
      const balances = { ...cur.state.balances }
      for (const p of postings) balances[p.account] = (balances[p.account] ?? 0) + p.amount
      const n: Head = { gameId: GAME, nextSeq: seq + 1, state: { balances } }
      await db.heads.put(n)
      return n
    })
    head.value = next
  }
  async function history() {
    rows.value = await db.entries
      .where('[gameId+seq]')
      .between([GAME, Dexie.minKey], [GAME, Dexie.maxKey])
      .reverse()
      .limit(30)
      .toArray()
  }
  return { head, rows, balances, open, salary, history }
})

const App = defineComponent(() => {
  const game = useGame()
  void game.open()
  return () =>
    h('div', [
      game.head
        ? h(
            'ul',
            { class: 'balances' },
            PLAYERS.map((p) =>
              h('li', { key: p }, [
                h('span', p + ' '),
                h('span', { 'data-testid': 'balance' }, fmt.format(game.balances[p] ?? 0)),
                h(
                  'button',
                  { type: 'button', 'aria-label': `Salary for ${p}`, onClick: () => void game.salary(p) },
                  '+ Salary',
                ),
              ]),
            ),
          )
        : h('p', 'Loading'),
      h('button', { type: 'button', 'aria-label': 'History', onClick: () => void game.history() }, 'History'),
      h(
        'ul',
        { class: 'floor-rows' },
        game.rows.map((e) =>
          h('li', { key: e.id }, [
            h(
              'button',
              { type: 'button' },
              `${e.kind} ${e.postings[1]?.account ?? ''} ${fmt.format(e.postings[1]?.amount ?? 0)}`,
            ),
          ]),
        ),
      ),
    ])
})

createApp(App).use(createPinia()).mount('#app')

// the bare IndexedDB floor: one transaction of two puts, then the text
let bareDb: IDBDatabase | null = null
let bareSeq = 0
let bareBalance = 0
const bareReq = indexedDB.open('floor-bare', 1)
bareReq.onupgradeneeded = () => {
  bareReq.result.createObjectStore('entries', { keyPath: 'id' })
  bareReq.result.createObjectStore('heads', { keyPath: 'gameId' })
}
bareReq.onsuccess = () => (bareDb = bareReq.result)
document.getElementById('bare-btn')!.addEventListener('click', () => {
  if (!bareDb) return
  const tx = bareDb.transaction(['entries', 'heads'], 'readwrite')
  bareSeq++
  bareBalance += 200
  tx.objectStore('entries').put({
    id: `b-${bareSeq}`,
    gameId: GAME,
    seq: bareSeq,
    ts: Date.now(),
    kind: 'salary',
    postings: [
      { account: 'bank', amount: -200 },
      { account: 'Anna', amount: 200 },
    ],
    live: 1,
  })
  tx.objectStore('heads').put({ gameId: GAME, nextSeq: bareSeq + 1, state: { balances: { Anna: bareBalance } } })
  const shown = bareBalance
  tx.oncomplete = () => (document.getElementById('bare')!.textContent = String(shown))
})
