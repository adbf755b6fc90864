import { describe, expect, it } from 'vitest'
import { testI18n } from '../helpers/i18n'

// issue 35: every count through the plural rules of both languages — the GmbH score lines
describe('GmbH score lines count their cards in both languages', () => {
  const line = (locale: 'en' | 'de', key: string, cards: number, of = 9) => {
    const { t } = testI18n(locale).global
    return t(
      `gmbh.lines.${key}`,
      { company: 'Chip AG', cards: String(cards), n: String(cards), of: String(of), points: `-${cards}` },
      cards,
    )
  }
  it('a bankrupt company: "1 card", "4 cards" / "1 Karte", "4 Karten"', () => {
    expect(line('en', 'bankrupt', 1)).toBe('Chip AG: bankrupt, 1 card → -1')
    expect(line('en', 'bankrupt', 4)).toBe('Chip AG: bankrupt, 4 cards → -4')
    expect(line('de', 'bankrupt', 1)).toBe('Chip AG: bankrott, 1 Karte → -1')
    expect(line('de', 'bankrupt', 4)).toBe('Chip AG: bankrott, 4 Karten → -4')
  })
  it('cards that do not score: the verb follows the count', () => {
    expect(line('en', 'none', 1)).toBe('Chip AG: 1 of 9 cards does not score → 0')
    expect(line('en', 'none', 3)).toBe('Chip AG: 3 of 9 cards do not score → 0')
    expect(line('de', 'none', 1)).toBe('Chip AG: 1 von 9 Karten punktet nicht → 0')
    expect(line('de', 'none', 3)).toBe('Chip AG: 3 von 9 Karten punkten nicht → 0')
  })
})

// the layout walk found "1 of 1 entries shown" on a Discretion statement
describe('the statement and the charts count the entries', () => {
  it('"1 of 1 entry shown", "3 of 12 entries shown" / German alike', () => {
    const en = testI18n('en').global
    const de = testI18n('de').global
    expect(en.t('statement.shown', { n: '1', count: '1' }, 1)).toBe('1 of 1 entry shown')
    expect(en.t('statement.shown', { n: '3', count: '12' }, 12)).toBe('3 of 12 entries shown')
    expect(de.t('statement.shown', { n: '1', count: '1' }, 1)).toBe('1 von 1 Eintrag angezeigt')
    expect(de.t('statement.shown', { n: '3', count: '12' }, 12)).toBe('3 von 12 Einträgen angezeigt')
    expect(en.t('charts.loading', { done: '0', count: '1' }, 1)).toBe('Reading the history: 0 of 1 entry…')
    expect(de.t('charts.loading', { done: '0', count: '5' }, 5)).toBe('Verlauf wird gelesen: 0 von 5 Einträgen …')
  })
})
