import type { Json } from '../../ledger/types'
import type { Words } from '../../export/words'

type Info = { readonly [key: string]: Json }

const str = (v: Json | undefined): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const int = (v: Json | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const record = (v: Json | undefined): Info | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined
const strings = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []

/** A street's buildings as words: "2 houses", "1 hotel", "1 hotel and 1 house". */
function buildings(w: Words, houses: number, hotels: number): string {
  const parts = [...(hotels ? [w.tc('words.hotels', hotels)] : []), ...(houses ? [w.tc('words.houses', houses)] : [])]
  return w.list(parts)
}

/** The streets of a build or sale with what was built or sold on each: "Opernring (2 houses), Parkring (1 hotel)". */
function steps(w: Words, info: Info, sell: boolean): string | undefined {
  const per = new Map<string, { houses: number; hotels: number }>()
  for (const s of Array.isArray(info.steps) ? info.steps : []) {
    const step = record(s)
    const name = str(step?.property)
    if (!step || !name) continue
    const count = per.get(name) ?? { houses: 0, hotels: 0 }
    // a hotel is the step to level 5 (built) or from level 5 (sold back)
    if ((sell ? int(step.from) : int(step.to)) === 5) count.hotels++
    else count.houses += Math.max(1, Math.abs(int(step.to) - int(step.from)))
    per.set(name, count)
  }
  if (per.size === 0) return undefined
  return [...per]
    .map(([name, c]) => w.t('words.detail', { what: name, detail: buildings(w, c.houses, c.hotels) }))
    .join(', ')
}

/** One side of a trade: its properties, get-out-of-jail cards and money, or "nothing". */
function tradeSide(w: Words, side: Info | undefined): string {
  if (!side) return w.t('words.nothing')
  const items = [...strings(side.properties)]
  if (int(side.jailCards) > 0) items.push(w.tc('words.jailCards', int(side.jailCards)))
  if (int(side.money) > 0) items.push(w.money(int(side.money)))
  return items.length ? w.list(items) : w.t('words.nothing')
}

/** The level a rent was charged at: "with 3 houses", "with a hotel", "dice 8"; nothing for an unbuilt street. */
function rentDetail(w: Words, info: Info): string | undefined {
  const level = int(info.level)
  if (level >= 5) return w.t('words.withHotel')
  if (level > 0) return w.tc('words.withHouses', level)
  if (typeof info.dice === 'number') return w.t('words.dice', { dice: w.num(info.dice) })
  return undefined
}

/**
 * What a drawn card did besides its money, in words (issue 14: the card sheet shows it before the
 * card is applied, the history after): where it led, the salary, the rent or tax where it ended,
 * jail, the card kept, what repairs and percentages were counted from.
 */
export function cardDetails(w: Words, info: Info): string[] {
  const out: string[] = []
  const destination = str(info.destination)
  if (destination) out.push(w.t('cards.to', { space: destination }))
  if (typeof info.salary === 'number') out.push(w.t('cards.salary', { amount: w.money(info.salary) }))
  if (info.salaryBlocked === true) out.push(w.t('cards.salaryBlocked'))
  const owner = str(info.owner)
  if (typeof info.rent === 'number' && owner) {
    const rent = w.t('cards.rent', { amount: w.money(info.rent), owner: w.account(owner) })
    out.push(
      typeof info.dice === 'number'
        ? w.t('words.detail', { what: rent, detail: w.t('words.dice', { dice: w.num(info.dice) }) })
        : rent,
    )
  }
  if (info.unowned === true && destination) out.push(w.t('cards.forSale', { space: destination }))
  const taxSpace = str(info.taxSpace)
  if (typeof info.tax === 'number' && taxSpace)
    out.push(w.t('cards.tax', { space: taxSpace, amount: w.money(info.tax) }))
  if (info.jail === true) out.push(w.t('cards.toJail'))
  if (info.jailCard === true) out.push(w.t('cards.kept'))
  if (info.card === 'repairs') out.push(buildings(w, int(info.houses), int(info.hotels)) || w.t('cards.noBuildings'))
  if (info.card === 'percentOfPrices')
    out.push(w.t('cards.percentOf', { percent: w.num(int(info.percent)), prices: w.money(int(info.prices)) }))
  if (typeof info.each === 'number') out.push(w.t('words.each', { amount: w.money(info.each) }))
  return out
}

/** What a card said: a drawn card's printed text with what it did ("Gehe 3 Felder zurück (to Einkommensteuer, …)"), or an old card payment in the words of its form. */
function cardText(w: Words, info: Info): string | undefined {
  const card = str(info.card)
  if (!card) return undefined
  const text = str(info.text)
  if (text) {
    const details = cardDetails(w, info)
    return details.length ? w.t('words.detail', { what: text, detail: details.join(', ') }) : text
  }
  const name = w.has(`cards.${card}`) ? w.t(`cards.${card}`) : w.t('kinds.card')
  if (card === 'repairs') {
    const what = buildings(w, int(info.houses), int(info.hotels))
    return what ? w.t('words.detail', { what: name, detail: what }) : name
  }
  if (typeof info.each === 'number')
    return w.t('words.detail', { what: name, detail: w.t('words.each', { amount: w.money(info.each) }) })
  return name
}

/** A bankruptcy: who, to whom, and what passes (properties to the creditor, or the auction's sales). */
function bankruptcyText(w: Words, info: Info): string | undefined {
  const player = str(info.player)
  if (!player) return undefined
  const creditor = str(info.creditor)
  const head = creditor
    ? w.t('words.owedTo', { player: w.account(player), creditor: w.account(creditor) })
    : w.account(player)
  const props = strings(info.properties)
  const sales = (Array.isArray(info.sales) ? info.sales : []).map(record).filter((s): s is Info => s !== undefined)
  const parts = [head]
  if (sales.length) {
    parts.push(
      sales
        .map((s) => {
          const name = str(s.property) ?? ''
          const winner = str(s.winner)
          return winner
            ? w.t('words.soldTo', { what: name, to: w.account(winner), price: w.money(int(s.price)) })
            : w.t('words.backToBank', { what: name })
        })
        .join(', '),
    )
  } else if (props.length && creditor) parts.push(w.t('words.passTo', { what: w.list(props), to: w.account(creditor) }))
  return parts.join(': ')
}

/**
 * What a DKT / Monopoly entry is about, in words (the street, the card, the trade …), or undefined
 * when its kind and money say it all (salary, payment). Info fields as docs/engine-property.md lists them.
 */
export function propertySubject(kind: string, info: Info | undefined, w: Words): string | undefined {
  if (!info) return undefined
  const property = str(info.property)
  switch (kind) {
    case 'rent': {
      const detail = rentDetail(w, info)
      return property && detail ? w.t('words.with', { what: property, detail }) : property
    }
    case 'tax':
      return str(info.space)
    case 'card':
      return cardText(w, info)
    case 'build':
    case 'sell':
      return steps(w, info, kind === 'sell')
    case 'houseAuction':
      return property ? w.t('words.detail', { what: property, detail: w.tc('words.houses', 1) }) : undefined
    case 'trade': {
      const from = str(info.from)
      const to = str(info.to)
      if (!from || !to) return undefined
      return w.t('words.trade', {
        from: w.account(from),
        to: w.account(to),
        give: tradeSide(w, record(info.give)),
        receive: tradeSide(w, record(info.receive)),
      })
    }
    case 'bankruptcy':
      return bankruptcyText(w, info)
    case 'leaveJail': {
      const method = str(info.method)
      return method && w.has(`jailMethods.${method}`) ? w.t(`jailMethods.${method}`) : undefined
    }
    default:
      return property
  }
}
