import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { backupText, makeBackup, restore } from '@/db/backup'
import { useBackupStore } from '@/stores/backup'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { freshDb } from '../helpers/db'
import { counts, playedGame } from './played'

// Issue 38: a long import can be cancelled, and a cancelled import leaves nothing written.

async function exported() {
  const db = freshDb(false)
  const { game } = await playedGame(db, 'dkt')
  return { db, text: backupText(await makeBackup(db, [game.id])) }
}

describe('cancelling an import', () => {
  it('cancelled while checking: refused with backupCancelled before anything is written', async () => {
    const { db, text } = await exported()
    const before = await counts(db)
    const signal = { aborted: false }
    await expectRuleErrorAsync(
      restore(
        db,
        text,
        Date.now(),
        (f) => {
          if (f >= 0.25) signal.aborted = true
        },
        signal,
      ),
      'backupCancelled',
    )
    expect(await counts(db)).toEqual(before)
  })

  it('cancelled when every page is written but not committed: the transaction is aborted, nothing stays', async () => {
    const { db, text } = await exported()
    const before = { ...(await counts(db)), pages: await db.pages.count() }
    const signal = { aborted: false }
    await expectRuleErrorAsync(
      restore(
        db,
        text,
        Date.now(),
        (f) => {
          if (f >= 1) signal.aborted = true
        },
        signal,
      ),
      'backupCancelled',
    )
    expect({ ...(await counts(db)), pages: await db.pages.count() }).toEqual(before)
    // the same file imports when not cancelled
    await expect(restore(db, text)).resolves.toHaveLength(1)
  })

  it('the store cancels the running import: refused with backupCancelled, nothing written', async () => {
    const { text } = await exported()
    const db = freshDb(true)
    setActivePinia(createPinia())
    const backups = useBackupStore()
    const running = backups.importFile(new Blob([text]))
    backups.cancelImport()
    await expectRuleErrorAsync(running, 'backupCancelled')
    expect(await db.games.count()).toBe(0)
    expect(backups.busy).toBe(false)
  })
})
