import type { Page } from '@playwright/test'

/** Reads what IndexedDB holds for the only game: entries (live/undone) and the head. */
export async function stored(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{
        entries: { seq: number; kind: string; live: number; postings: { account: string; amount: number }[] }[]
        head: { nextSeq: number; liveActions: number; state: { balances: Record<string, number> } }
      }>((resolve, reject) => {
        const req = indexedDB.open('tischbank')
        req.onerror = () => reject(req.error)
        req.onsuccess = () => {
          const db = req.result
          const tx = db.transaction(['entries', 'heads', 'games'], 'readonly')
          const e = tx.objectStore('entries').getAll()
          const h = tx.objectStore('heads').getAll()
          const g = tx.objectStore('games').getAll()
          tx.oncomplete = () => {
            // report accounts by player name (ids are p1, p2 … in games made through the UI)
            const names: Record<string, string> = { bank: 'bank' }
            for (const p of g.result[0].config.players as { id: string; name: string }[]) names[p.id] = p.name
            const rename = (b: Record<string, number>) =>
              Object.fromEntries(Object.entries(b).map(([k, v]) => [names[k] ?? k, v]))
            const entries = (
              e.result as { seq: number; kind: string; live: number; postings: { account: string; amount: number }[] }[]
            ).map((x) => ({
              ...x,
              postings: x.postings.map((p) => ({ ...p, account: names[p.account] ?? p.account })),
            }))
            const head = h.result[0]
            resolve({ entries, head: { ...head, state: { balances: rename(head.state.balances) } } })
            db.close()
          }
        }
      }),
  )
}
