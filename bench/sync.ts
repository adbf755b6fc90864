// `npm run bench -- --only=sync` (issue 17): the table in Debian's Chromium, each figure beside a
// floor measured in the same run. The bank and every phone are browser contexts of one browser
// (their own storage), joined through the app's own invite and answer codes over a real WebRTC
// data channel (see rtcContext in playwright.config.ts). Times are taken in the pages themselves
// (performance.timeOrigin + now), a phone's clock set against the bank's over a bare data channel
// between the same two pages (NTP-style, from the round trip with the least delay).
//   - bank tap → a phone's screen: the bank's "Salary for …" tapped in the page → the phone's
//     list of balances changed in its DOM; with 1 and with 5 phones joined (with 5: the last of them).
//     Floor: a bare RTCDataChannel round trip between the same two pages.
//   - catch-up: a phone joins a game of BENCH_SYNC_ENTRIES (10k) entries: the bank's Connect → the
//     phone's balances equal the bank's (its player chosen the moment "Who are you?" shows).
//     Floor: the same entries sent over a bare data channel in messages of 500 and written, each
//     message one IndexedDB transaction of one page record (no app code).
import { writeFileSync } from 'node:fs'
import { chromium, type Browser, type Page } from '@playwright/test'
import { backupText } from '@/db/backup'
import { connect, en, newDevice } from '../tests/e2e/pages/TablePage'
import { longGameBackup } from './longGame'
import { ARGS, BASE, buildAll, executablePath, serve } from './serve'
import { ms, percentile, type Value } from './util'

const ENTRIES = Number(process.env.BENCH_SYNC_ENTRIES ?? 10_000)
const N = ENTRIES % 1000 === 0 ? `${ENTRIES / 1000}k` : String(ENTRIES)
const TAPS = 30
const PINGS = 60
const SMALL_FILE = 'bench/out/backup-sync-small.json'
const LONG_FILE = 'bench/out/backup-sync-long.json'
const PLAYERS = ['Anna', 'Ben', 'Cem', 'Dora']

const step = (what: string) => console.error(`  … ${what}`)

interface Row {
  figure: string
  measured: Value
  floor: Value
  target: string
}
const rows: Row[] = []
function row(figure: string, measured: Value, floor: Value, target: string) {
  rows.push({ figure, measured, floor, target })
  console.error(`  ${figure}: ${measured.text} (floor ${floor.text})`)
}
const p50p95 = (xs: number[]): Value => ({
  v: percentile(xs, 50),
  text: `${ms(percentile(xs, 50)).text} (p95 ${ms(percentile(xs, 95)).text})`,
})

/**
 * A bare RTCDataChannel from page `a` to page `b` (no app code; the descriptions handed over by
 * Node), b answering each ping with its clock. Returns the round trips and b's clock minus a's.
 */
async function bareChannel(a: Page, b: Page, name: string): Promise<{ rtts: number[]; offset: number }> {
  // ICE gathered completely (no trickle), as the app's codes are; defined in each page (its CSP allows no eval)
  for (const p of [a, b])
    await p.evaluate(() => {
      ;(globalThis as unknown as { __gather: (pc: RTCPeerConnection) => Promise<string> }).__gather = async (pc) => {
        await new Promise<void>((r) => {
          if (pc.iceGatheringState === 'complete') r()
          pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && r())
        })
        return pc.localDescription?.sdp ?? ''
      }
    })
  const offer = await a.evaluate(async (name) => {
    const w = globalThis as unknown as Record<string, unknown>
    const pc = new RTCPeerConnection({ iceServers: [] })
    const ch = pc.createDataChannel(name)
    w[`bare-${name}`] = { pc, ch, open: new Promise((r) => (ch.onopen = r)) }
    await pc.setLocalDescription()
    return (globalThis as unknown as { __gather: (pc: RTCPeerConnection) => Promise<string> }).__gather(pc)
  }, name)
  const answer = await b.evaluate(
    async ({ name, offer }) => {
      const w = globalThis as unknown as Record<string, unknown>
      const pc = new RTCPeerConnection({ iceServers: [] })
      const state: { pc: RTCPeerConnection; ch?: RTCDataChannel; onData?: (data: string) => void } = { pc }
      w[`bare-${name}`] = state
      pc.ondatachannel = (e) => {
        state.ch = e.channel
        e.channel.onmessage = (m: MessageEvent<string>) => {
          if (m.data === 'ping') e.channel.send(String(performance.timeOrigin + performance.now()))
          else state.onData?.(m.data)
        }
      }
      await pc.setRemoteDescription({ type: 'offer', sdp: offer })
      await pc.setLocalDescription()
      return (globalThis as unknown as { __gather: (pc: RTCPeerConnection) => Promise<string> }).__gather(pc)
    },
    { name, offer },
  )
  const pings = await a.evaluate(
    async ({ name, answer, n }) => {
      const s = (
        globalThis as unknown as Record<string, { pc: RTCPeerConnection; ch: RTCDataChannel; open: Promise<void> }>
      )[`bare-${name}`]!
      await s.pc.setRemoteDescription({ type: 'answer', sdp: answer })
      await s.open
      const now = () => performance.timeOrigin + performance.now()
      const out: { t0: number; tb: number; t3: number }[] = []
      for (let i = 0; i < n; i++) {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20))
        const t0 = now()
        const tb = await new Promise<number>((resolve) => {
          s.ch.onmessage = (m: MessageEvent<string>) => resolve(Number(m.data))
          s.ch.send('ping')
        })
        out.push({ t0, tb, t3: now() })
      }
      return out
    },
    { name, answer, n: PINGS },
  )
  const best = pings.reduce((x, y) => (y.t3 - y.t0 < x.t3 - x.t0 ? y : x))
  return { rtts: pings.map((p) => p.t3 - p.t0), offset: best.tb - (best.t0 + best.t3) / 2 }
}

/** Arms every phone: resolves, in its page, with its clock when its list of balances next changes. */
async function arm(phones: Page[]) {
  await Promise.all(
    phones.map((p) =>
      p.evaluate(() => {
        const list = document.querySelector('ul[aria-label="Balances"]')
        if (!list) throw new Error('bench: no list of balances on the phone')
        const before = list.textContent
        ;(globalThis as unknown as { __seen: Promise<number> }).__seen = new Promise((resolve) => {
          const mo = new MutationObserver(() => {
            if (list.textContent === before) return
            mo.disconnect()
            resolve(performance.timeOrigin + performance.now())
          })
          mo.observe(list, { subtree: true, childList: true, characterData: true })
        })
      }),
    ),
  )
}

/** Taps the bank's salary button in its page: the bank's clock at the tap. */
function tap(bank: Page, label: string): Promise<number> {
  return bank.evaluate((label) => {
    const b = [...document.querySelectorAll('button')].find(
      (x) => x.getAttribute('aria-label') === label && !x.disabled,
    )
    if (!b) throw new Error(`bench: no button ${label}`)
    const t0 = performance.timeOrigin + performance.now()
    b.click()
    return t0
  }, label)
}

/** TAPS salary taps on the bank; per tap the delay to the slowest of `phones` (clock offsets applied). */
async function taps(bank: Page, phones: Page[], offsets: number[]): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < TAPS; i++) {
    await new Promise((r) => setTimeout(r, 80 + Math.random() * 120))
    await arm(phones)
    const t0 = await tap(bank, `Salary for ${PLAYERS[i % PLAYERS.length]}`)
    const seen = await Promise.all(
      phones.map((p) => p.evaluate(() => (globalThis as unknown as { __seen: Promise<number> }).__seen)),
    )
    out.push(Math.max(...seen.map((t, j) => t - offsets[j]! - t0)))
  }
  return out
}

/** A device of the bench: its context (TablePage's newDevice) with tsx's `__name` helper defined in its pages (the functions handed to evaluate carry calls to it). */
async function device(browser: Browser, kind: 'tablet' | 'phone', urls: string[]): Promise<Page> {
  const page = await newDevice(browser, BASE, en, kind, urls)
  await page.context().addInitScript({ content: 'globalThis.__name = (f) => f' })
  page.setDefaultTimeout(120_000)
  return page
}

/** The bank's device with the backup `file` imported and its game open. */
async function bankWith(browser: Browser, file: string, urls: string[]): Promise<Page> {
  const bank = await device(browser, 'tablet', urls)
  await bank.goto('/')
  await bank.getByLabel('Backup file to import').setInputFiles(file)
  await bank.getByRole('status').filter({ hasText: 'Imported 1 game' }).waitFor()
  await bank.getByRole('link', { name: 'Resume Marathon' }).click()
  await bank.getByRole('button', { name: 'Salary for Anna' }).waitFor()
  return bank
}

/** A phone joined to the bank's game as `player` (its copy's screen open). */
async function joinPhone(browser: Browser, bank: Page, player: string, urls: string[]): Promise<Page> {
  const phone = await device(browser, 'phone', urls)
  await phone.goto('/')
  await phone.getByRole('link', { name: en.join }).click()
  await connect(bank, phone, en)
  await phone.getByRole('group', { name: en.who }).getByRole('button', { name: player }).click()
  await phone.getByRole('list', { name: en.balances, exact: true }).waitFor()
  return phone
}

/** Live: bank tap → 1 phone and → the last of 5 phones, beside the bare round trip. */
async function live(browser: Browser) {
  step('live: a bank and 5 phones')
  const urls: string[] = []
  const bank = await bankWith(browser, SMALL_FILE, urls)
  const phones: Page[] = []
  const offsets: number[] = []
  let rtts: number[] = []
  for (let i = 0; i < 5; i++) {
    const phone = await joinPhone(browser, bank, PLAYERS[i % PLAYERS.length]!, urls)
    const bare = await bareChannel(bank, phone, `p${i}`)
    phones.push(phone)
    offsets.push(bare.offset)
    if (i === 0) rtts = bare.rtts
    if (i === 0) {
      const one = await taps(bank, phones, offsets)
      row(
        `bank tap (Salary) → the phone's balances in its DOM, 1 phone joined, median (p95) of ${TAPS}`,
        p50p95(one),
        { ...p50p95(rtts), text: `${p50p95(rtts).text} bare RTCDataChannel round trip` },
        '≤ 1 s',
      )
    }
  }
  const five = await taps(bank, phones, offsets)
  row(
    `the same with 5 phones joined (6 contexts): tap → the last phone's DOM, median (p95) of ${TAPS}`,
    p50p95(five),
    { ...p50p95(rtts), text: `${p50p95(rtts).text} bare round trip` },
    '≤ 1 s',
  )
  const off = urls.filter((u) => !u.startsWith(`${BASE}/`))
  if (off.length) throw new Error(`bench: requests off the origin: ${off.slice(0, 3).join(', ')}`)
  for (const p of [bank, ...phones]) await p.context().close()
}

/** The floor of a catch-up: `entries` from page a to page b over the bare channel `name` in messages of 500, each written as one page record in its own transaction; b's clock at the last commit. */
async function bareCatchUp(a: Page, b: Page, name: string, entries: unknown[], offset: number): Promise<number> {
  await b.evaluate(
    ({ name, total }) =>
      new Promise<void>((ready) => {
        const req = indexedDB.open('bench-bare-pages', 1)
        req.onupgradeneeded = () => req.result.createObjectStore('pages')
        req.onsuccess = () => {
          const db = req.result
          const s = (globalThis as unknown as Record<string, { onData?: (d: string) => void; done?: Promise<number> }>)[
            `bare-${name}`
          ]!
          let got = 0
          let page = 0
          s.done = new Promise((resolve) => {
            s.onData = (data) => {
              const batch = JSON.parse(data) as unknown[]
              const tx = db.transaction('pages', 'readwrite')
              tx.objectStore('pages').put(batch, page++)
              tx.oncomplete = () => {
                got += batch.length
                if (got >= total) resolve(performance.timeOrigin + performance.now())
              }
            }
          })
          ready()
        }
      }),
    { name, total: entries.length },
  )
  const t0 = await a.evaluate(
    ({ name, entries }) => {
      const s = (globalThis as unknown as Record<string, { ch: RTCDataChannel }>)[`bare-${name}`]!
      const t0 = performance.timeOrigin + performance.now()
      for (let i = 0; i < entries.length; i += 500) s.ch.send(JSON.stringify(entries.slice(i, i + 500)))
      return t0
    },
    { name, entries },
  )
  const t1 = await b.evaluate(
    (name) => (globalThis as unknown as Record<string, { done: Promise<number> }>)[`bare-${name}`]!.done,
    name,
  )
  return t1 - offset - t0
}

/** Catch-up: a fresh phone joins the long game; the bank's Connect → the phone's balances equal the bank's. */
async function catchUp(browser: Browser, entries: unknown[]) {
  step(`catch-up: a phone joins a ${N}-entry game`)
  const urls: string[] = []
  const bank = await bankWith(browser, LONG_FILE, urls)
  const phone = await device(browser, 'phone', urls)
  await phone.goto('/')
  const bare = await bareChannel(bank, phone, 'catchup')
  const floor = await bareCatchUp(bank, phone, 'catchup', entries, bare.offset)
  // the bank's balances as the phone's list will show them ("Anna €1,234")
  const want = await bank
    .locator('.game-page button[aria-label^="Balance of "]')
    .evaluateAll((els) =>
      els.map((e) => (e.getAttribute('aria-label') ?? '').replace(/^Balance of (.+?): (.+)$/, '$1 $2')).sort(),
    )
  await phone.getByRole('link', { name: en.join }).click()
  await phone.evaluate((want) => {
    const w = globalThis as unknown as { __caughtUp: Promise<number> }
    let chosen = false
    const shown = () =>
      [...document.querySelectorAll('ul[aria-label="Balances"] li')]
        .map((li) => [...li.querySelectorAll('span')].map((s) => (s.textContent ?? '').trim()).join(' '))
        .sort()
    w.__caughtUp = new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        // the player chosen the moment the phone asks (a person's tap is not the app's time)
        const who = document.querySelector<HTMLButtonElement>('[role="group"][aria-labelledby] button')
        if (who && !chosen && /Anna/.test(who.textContent ?? '')) {
          chosen = true
          who.click()
        }
        if (JSON.stringify(shown()) === JSON.stringify(want)) {
          mo.disconnect()
          resolve(performance.timeOrigin + performance.now())
        }
      })
      mo.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
  }, want)
  let t0 = 0
  await connect(bank, phone, en, async (button) => {
    t0 = await button.evaluate((el: HTMLElement) => {
      const t = performance.timeOrigin + performance.now()
      el.click()
      return t
    })
  })
  const t1 = await phone.evaluate(() => (globalThis as unknown as { __caughtUp: Promise<number> }).__caughtUp)
  row(
    `a phone joins a ${N}-entry game: the bank's Connect → the phone's balances equal the bank's`,
    ms(t1 - bare.offset - t0),
    { v: floor, text: `${ms(floor).text} bare: sent in messages of 500, each written as one page (one transaction)` },
    '',
  )
  const off = urls.filter((u) => !u.startsWith(`${BASE}/`))
  if (off.length) throw new Error(`bench: requests off the origin: ${off.slice(0, 3).join(', ')}`)
  await bank.context().close()
  await phone.context().close()
}

function printRows() {
  console.log('\n## Joining a table (issue 17): each figure beside its floor, measured in the same run\n')
  console.log('| figure | measured | floor | ratio | target |\n|---|---|---|---|---|')
  for (const r of rows)
    console.log(
      `| ${r.figure} | ${r.measured.text} | ${r.floor.text} | ${r.floor.v > 0 ? `${(r.measured.v / r.floor.v).toFixed(1)} ×` : ''} | ${r.target} |`,
    )
}

/** The sync figures; `built`: the browser part of this run has built the app and the floor app already. */
export async function benchSync(built: boolean): Promise<void> {
  const small = longGameBackup(100)
  const long = longGameBackup(ENTRIES)
  writeFileSync(SMALL_FILE, backupText(small))
  writeFileSync(LONG_FILE, backupText(long))
  if (!built) buildAll()
  const stop = await serve()
  try {
    const browser = await chromium.launch({ executablePath, args: ARGS })
    try {
      await live(browser)
      await catchUp(browser, long.games[0]!.entries)
    } finally {
      await browser.close()
    }
  } finally {
    stop()
  }
  printRows()
}
