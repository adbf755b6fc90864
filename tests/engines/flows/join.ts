// Joining a table through the text codes (tests/e2e/join.spec.ts does it in Chromium alone): a
// Firefox phone joins a Chromium bank and a Chromium phone a Firefox bank; the bank's payment, undo
// and a request confirmed show on the phone. WebKit (no RTCPeerConnection, as in this WebKitGTK)
// says on its join screen that it cannot join.
import { openBrowser, PHONE, TABLET, type Lang } from '../browsers'
import type { Engine, Tab } from '../drivers/tab'
import { eventually, gone, see, seeText, until } from '../expect'
import { page } from '../locator'
import { App } from '../pages/App'
import { names } from '../pages/names'

const SYNC = {
  en: {
    demo: 'Try a demo game of Free play',
    demoName: 'Demo: Free play',
    invite: 'Invite a player',
    inviteCode: 'Invite code',
    answerCode: 'Answer code',
    next: 'Next',
    connect: 'Connect',
    joined: 'Connected. Invite the next player, or close.',
    close: 'Close',
    who: 'Who are you?',
    copyTitle: 'Copy of the bank’s game',
    balances: 'Balances',
    requestPay: 'Request a payment',
    payTo: 'Pay to',
    send: 'Send request',
    requests: 'Requests from the phones',
    confirm: 'Confirm',
    yourRequests: 'Your requests',
    confirmed: 'confirmed',
    cannot: 'This browser cannot join a table',
    cannotHost: 'This browser cannot host a table',
  },
  de: {
    demo: 'Demo-Spiel von Freies Spiel ausprobieren',
    demoName: 'Demo: Freies Spiel',
    invite: 'Spieler einladen',
    inviteCode: 'Einladungscode',
    answerCode: 'Antwortcode',
    next: 'Weiter',
    connect: 'Verbinden',
    joined: 'Verbunden. Nächsten Spieler einladen oder schließen.',
    close: 'Schließen',
    who: 'Wer bist du?',
    copyTitle: 'Kopie des Bank-Spiels',
    balances: 'Kontostände',
    requestPay: 'Zahlung anfragen',
    payTo: 'Zahlen an',
    send: 'Anfrage senden',
    requests: 'Anfragen der Handys',
    confirm: 'Bestätigen',
    yourRequests: 'Deine Anfragen',
    confirmed: 'bestätigt',
    cannot: 'Dieser Browser kann nicht am Tisch mitspielen',
    cannotHost: 'Dieser Browser kann keinen Tisch eröffnen',
  },
}

/** The phone's list of every player's cash, by name. */
async function phoneBalances(phone: Tab, lang: Lang): Promise<Record<string, string>> {
  const rows = await phone.readAll<string[]>(
    page.role('list', SYNC[lang].balances, { exact: true }).role('listitem'),
    '(li) => [...li.querySelectorAll("span")].map((s) => s.textContent.replace(/\\s+/g, " ").trim())',
  )
  return Object.fromEntries(rows.map(([name, amount]) => [name ?? '', amount ?? '']))
}

export async function joinTable(bankEngine: Engine, phoneEngine: Engine, lang: Lang) {
  const s = SYNC[lang]
  const n = names[lang]
  const bankB = await openBrowser(bankEngine, lang, TABLET)
  const phoneB = await openBrowser(phoneEngine, lang, PHONE)
  const [bank, phone] = [bankB.tab, phoneB.tab]
  try {
    const app = new App(bank, n)
    await bank.goto('/')
    await bank.click(page.role('button', s.demo))
    await see(bank, page.role('heading', s.demoName))
    await phone.goto('/')
    await phone.click(page.role('link', n.join))

    // the bank's invite as text → the phone → its answer as text → the bank: connected
    await bank.click(page.role('button', s.invite))
    const sheet = page.role('dialog', s.invite)
    const inviteBox = sheet.role('textbox', s.inviteCode)
    const [invite] = await until(
      bank,
      () => bank.values(inviteBox),
      (v) => !!v[0],
      'the invite code',
    )
    await phone.fill(page.role('textbox', s.inviteCode), invite!)
    await phone.click(page.role('button', s.next))
    const [answer] = await until(
      phone,
      () => phone.values(page.role('textbox', s.answerCode)),
      (v) => !!v[0],
      'the answer code',
    )
    await bank.fill(sheet.role('textbox', s.answerCode), answer!)
    await bank.click(sheet.role('button', s.connect))
    await seeText(bank, sheet.role('status'), s.joined)
    await bank.click(sheet.role('button', s.close).first())
    await gone(bank, sheet)
    await phone.click(page.role('group', s.who).role('button', 'Ben', { exact: true }))
    await see(phone, page.role('heading', s.copyTitle))

    // the bank's actions show on the phone, whole
    const follows = async () =>
      eventually(phone, () => phoneBalances(phone, lang), await app.balances(), 'the phone’s balances')
    await follows()
    await app.pay('Anna', 'Ben', '120')
    await follows()
    await bank.click(app.undo())
    await app.expectBalances({ Anna: 1500, Ben: 1500, Cem: 1500 })
    await follows()

    // a request from the phone, confirmed at the bank: booked on both
    await phone.click(page.role('button', s.requestPay))
    const form = page.role('form', s.requestPay)
    await phone.click(form.role('radiogroup', s.payTo).role('radio', 'Anna', { exact: true }))
    for (const d of '45') await phone.click(form.role('button', n.digit(d), { exact: true }))
    await phone.click(form.role('button', s.send))
    await gone(phone, form)
    await bank.click(page.role('region', s.requests).role('button', s.confirm, { exact: true }))
    await app.expectBalances({ Anna: 1545, Ben: 1455, Cem: 1500 })
    await follows()
    await seeText(phone, page.role('list', s.yourRequests).role('listitem').first().role('status'), s.confirmed)
  } finally {
    await bankB.quit()
    await phoneB.quit()
  }
}

/** An engine without RTCPeerConnection: the join screen says so at once, in the UI language, and so does the bank's Invite (issue 35), before any invite is made. */
export async function cannotJoin(engine: Engine, lang: Lang) {
  const b = await openBrowser(engine, lang, PHONE)
  try {
    const hasRtc = await (async () => {
      await b.tab.goto('/')
      return b.tab.evaluate(() => typeof RTCPeerConnection !== 'undefined')
    })()
    if (hasRtc) throw new Error(`${engine} has RTCPeerConnection: this flow is for engines without it`)
    await b.tab.click(page.role('link', names[lang].join))
    await seeText(b.tab, page.role('alert'), SYNC[lang].cannot)
    await gone(b.tab, page.role('textbox', SYNC[lang].inviteCode))
    await b.tab.goto('/')
    await b.tab.click(page.role('button', SYNC[lang].demo))
    await see(b.tab, page.role('heading', SYNC[lang].demoName))
    await b.tab.click(page.role('button', SYNC[lang].invite))
    await seeText(b.tab, page.role('dialog', SYNC[lang].invite).role('alert'), SYNC[lang].cannotHost)
    await gone(b.tab, page.role('textbox', SYNC[lang].answerCode))
  } finally {
    await b.quit()
  }
}
