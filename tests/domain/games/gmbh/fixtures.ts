// The GmbH test decks live in tests/helpers/gmbhDeck.ts; this re-export keeps tests/db/backends/gmbh.test.ts working until it imports from there.
export { DECK } from '../../../helpers/gmbhDeck'
