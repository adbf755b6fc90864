// The table of issue 17 as the e2e spec and the sync bench drive it: the accessible names in
// English and German, a device (its own browser context, every request it makes recorded), both
// screens' balances, a payment on the bank, and the join through the text fallback of both codes.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { rtcContext } from '../../../playwright.config'

/** The accessible names the flow uses, per UI language. */
export interface Names {
  locale: string
  demo: string
  demoName: string
  invite: string
  inviteCode: string
  answerCode: string
  connect: string
  inviteJoined: string
  close: string
  phones: string
  join: string
  next: string
  who: string
  copyTitle: string
  connected: string
  lost: string
  scanNew: string
  balances: string
  balanceOf: RegExp
  ownBalance: (name: string) => string
  pay: string
  payment: string
  from: string
  to: string
  digit: (d: string) => string
  confirmPayment: string
  salaryFor: (name: string) => string
  undo: string
  redo: string
  requestPay: string
  askSalary: string
  payTo: string
  send: string
  requestsTitle: string
  confirm: string
  decline: string
  yourRequests: string
  confirmed: string
  declined: string
  refused: RegExp
  notBooked: RegExp
}

export const en: Names = {
  locale: 'en-US',
  demo: 'Try a demo game of Free play',
  demoName: 'Demo: Free play',
  invite: 'Invite a player',
  inviteCode: 'Invite code',
  answerCode: 'Answer code',
  connect: 'Connect',
  inviteJoined: 'Connected. Invite the next player, or close.',
  close: 'Close',
  phones: 'Connected phones',
  join: 'Join a table',
  next: 'Next',
  who: 'Who are you?',
  copyTitle: 'Copy of the bank’s game',
  connected: 'Connected',
  lost: 'Connection lost – scan a new invite',
  scanNew: 'Scan a new invite',
  balances: 'Balances',
  balanceOf: /^Balance of (.+?): (.+)$/,
  ownBalance: (name) => `Balance of ${name}`,
  pay: 'Pay',
  payment: 'Payment',
  from: 'From',
  to: 'To',
  digit: (d) => `Digit ${d}`,
  confirmPayment: 'Confirm payment',
  salaryFor: (name) => `Salary for ${name}`,
  undo: 'Undo',
  redo: 'Redo',
  requestPay: 'Request a payment',
  askSalary: 'Ask for salary',
  payTo: 'Pay to',
  send: 'Send request',
  requestsTitle: 'Requests from the phones',
  confirm: 'Confirm',
  decline: 'Decline',
  yourRequests: 'Your requests',
  confirmed: 'confirmed',
  declined: 'declined by the bank',
  refused: /^refused: .*short/,
  notBooked: /not booked: .*short/,
}

export const de: Names = {
  locale: 'de-DE',
  demo: 'Demo-Spiel von Freies Spiel ausprobieren',
  demoName: 'Demo: Freies Spiel',
  invite: 'Spieler einladen',
  inviteCode: 'Einladungscode',
  answerCode: 'Antwortcode',
  connect: 'Verbinden',
  inviteJoined: 'Verbunden. Nächsten Spieler einladen oder schließen.',
  close: 'Schließen',
  phones: 'Verbundene Handys',
  join: 'Am Tisch mitspielen',
  next: 'Weiter',
  who: 'Wer bist du?',
  copyTitle: 'Kopie des Bank-Spiels',
  connected: 'Verbunden',
  lost: 'Verbindung verloren – neue Einladung scannen',
  scanNew: 'Neue Einladung scannen',
  balances: 'Kontostände',
  balanceOf: /^Kontostand von (.+?): (.+)$/,
  ownBalance: (name) => `Kontostand von ${name}`,
  pay: 'Zahlen',
  payment: 'Zahlung',
  from: 'Von',
  to: 'An',
  digit: (d) => `Ziffer ${d}`,
  confirmPayment: 'Zahlung bestätigen',
  salaryFor: (name) => `Gehalt für ${name}`,
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  requestPay: 'Zahlung anfragen',
  askSalary: 'Gehalt anfragen',
  payTo: 'Zahlen an',
  send: 'Anfrage senden',
  requestsTitle: 'Anfragen der Handys',
  confirm: 'Bestätigen',
  decline: 'Ablehnen',
  yourRequests: 'Deine Anfragen',
  confirmed: 'bestätigt',
  declined: 'von der Bank abgelehnt',
  refused: /^abgelehnt: .*fehl/,
  notBooked: /nicht gebucht: .*fehl/,
}

/** Every URL a context asks for, service worker included. */
export function recordRequests(ctx: BrowserContext, urls: string[]) {
  ctx.on('request', (r) => urls.push(r.url()))
}

export async function newDevice(
  browser: Browser,
  origin: string,
  n: Names,
  device: 'tablet' | 'phone',
  urls: string[],
): Promise<Page> {
  const ctx = await browser.newContext({
    ...rtcContext,
    baseURL: origin,
    locale: n.locale,
    viewport: device === 'tablet' ? { width: 1024, height: 768 } : { width: 390, height: 844 },
    hasTouch: true,
    isMobile: device === 'phone',
  })
  recordRequests(ctx, urls)
  const page = await ctx.newPage()
  return page
}

/** The bank's balances as its screen names them (each balance button's accessible name), by player. */
export async function bankBalances(bank: Page, n: Names): Promise<Record<string, string>> {
  const labels = await bank
    .locator('.game-page button[aria-label]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
  const out: Record<string, string> = {}
  for (const l of labels) {
    const m = n.balanceOf.exec(l)
    if (m) out[m[1]!] = m[2]!
  }
  return out
}

/** The balances the phone's copy shows (its list of every player's cash), by player. */
export async function phoneBalances(phone: Page, n: Names): Promise<Record<string, string>> {
  const rows = await phone
    .getByRole('list', { name: n.balances, exact: true })
    .getByRole('listitem')
    .evaluateAll((lis) => lis.map((li) => [...li.querySelectorAll('span')].map((s) => (s.textContent ?? '').trim())))
  return Object.fromEntries(rows.map(([name, amount]) => [name ?? '', amount ?? '']))
}

export async function bankPay(bank: Page, n: Names, from: string, to: string, amount: string) {
  await bank.getByRole('button', { name: n.pay, exact: true }).click()
  const sheet = bank.getByRole('form', { name: n.payment })
  await sheet.getByRole('radiogroup', { name: n.from }).getByRole('radio', { name: from }).click()
  await sheet.getByRole('radiogroup', { name: n.to }).getByRole('radio', { name: to }).click()
  for (const d of amount) await sheet.getByRole('button', { name: n.digit(d), exact: true }).click()
  await sheet.getByRole('button', { name: n.confirmPayment }).click()
  await expect(sheet).toBeHidden()
}

/**
 * Bank: Invite a player → the invite's text; phone: pasted, Next → its answer's text; bank:
 * pasted, Connect. Returns when the bank says the phone is connected; the invite sheet closed.
 */
export async function connect(
  bank: Page,
  phone: Page,
  n: Names,
  press: (connect: Locator) => Promise<unknown> = (b) => b.click(),
) {
  await bank.getByRole('button', { name: n.invite }).click()
  const sheet = bank.getByRole('dialog', { name: n.invite })
  const inviteText = sheet.getByRole('textbox', { name: n.inviteCode })
  await expect(inviteText).not.toHaveValue('')
  const invite = await inviteText.inputValue()
  await phone.getByRole('textbox', { name: n.inviteCode }).fill(invite)
  await phone.getByRole('button', { name: n.next }).click()
  const answerText = phone.getByRole('textbox', { name: n.answerCode })
  await expect(answerText).not.toHaveValue('')
  await sheet.getByRole('textbox', { name: n.answerCode }).fill(await answerText.inputValue())
  await press(sheet.getByRole('button', { name: n.connect }))
  await expect(sheet.getByRole('status').filter({ hasText: n.inviteJoined })).toBeVisible()
  await expect(sheet.getByRole('list', { name: n.phones }).getByRole('listitem').first()).toBeVisible()
  await sheet.getByRole('button', { name: n.close }).first().click()
  await expect(sheet).toBeHidden()
}
