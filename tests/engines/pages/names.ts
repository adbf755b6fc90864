// The accessible names the flows use, per UI language (as a banker reads them on screen).
import type { Lang } from '../browsers'

export interface Names {
  lang: Lang
  yourGames: string
  newGame: string
  freePlay: RegExp
  gameName: string
  playerName: (n: number) => string
  addPlayer: string
  removePlayer: (n: number) => string
  startGame: string
  balanceOf: (player: string) => string
  balanceRe: RegExp
  pay: string
  payment: string
  from: string
  to: string
  digit: (d: string) => string
  note: string
  confirmPayment: string
  undo: string
  redo: string
  undoNamed: (what: string) => string
  undone: (what: string) => string
  paid: (from: string, amount: string, to: string) => string
  salaryFor: (name: string) => string
  resume: (name: string) => string
  games: string
  money: (n: number) => string
  history: string
  join: string
  importBackup: string
}

const group = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep)

export const en: Names = {
  lang: 'en',
  yourGames: 'Your games',
  newGame: 'New game',
  freePlay: /^Free play/,
  gameName: 'Game name',
  playerName: (n) => `Name of player ${n}`,
  addPlayer: 'Add player',
  removePlayer: (n) => `Remove player ${n}`,
  startGame: 'Start game',
  balanceOf: (p) => `Balance of ${p}: `,
  balanceRe: /^Balance of (.+?): (.+)$/,
  pay: 'Pay',
  payment: 'Payment',
  from: 'From',
  to: 'To',
  digit: (d) => `Digit ${d}`,
  note: 'Note (optional)',
  confirmPayment: 'Confirm payment',
  undo: 'Undo',
  redo: 'Redo',
  undoNamed: (w) => `Undo: ${w}`,
  undone: (w) => `Undone: ${w}`,
  paid: (f, a, t) => `${f} paid ${a} to ${t}`,
  salaryFor: (n) => `Salary for ${n}`,
  resume: (n) => `Resume ${n}`,
  games: 'Games',
  money: (n) => `${n < 0 ? '-' : ''}€${group(Math.abs(n), ',')}`,
  history: 'History',
  join: 'Join a table',
  importBackup: 'Import backup',
}

export const de: Names = {
  lang: 'de',
  yourGames: 'Deine Spiele',
  newGame: 'Neues Spiel',
  freePlay: /^Freies Spiel/,
  gameName: 'Name des Spiels',
  playerName: (n) => `Name von Spieler ${n}`,
  addPlayer: 'Spieler hinzufügen',
  removePlayer: (n) => `Spieler ${n} entfernen`,
  startGame: 'Spiel starten',
  balanceOf: (p) => `Kontostand von ${p}: `,
  balanceRe: /^Kontostand von (.+?): (.+)$/,
  pay: 'Zahlen',
  payment: 'Zahlung',
  from: 'Von',
  to: 'An',
  digit: (d) => `Ziffer ${d}`,
  note: 'Notiz (optional)',
  confirmPayment: 'Zahlung bestätigen',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  undoNamed: (w) => `Rückgängig: ${w}`,
  undone: (w) => `Rückgängig gemacht: ${w}`,
  paid: (f, a, t) => `${f} zahlte ${a} an ${t}`,
  salaryFor: (n) => `Gehalt für ${n}`,
  resume: (n) => `${n} fortsetzen`,
  games: 'Spiele',
  money: (n) => `${n < 0 ? '-' : ''}${group(Math.abs(n), '.')}\u00A0€`,
  history: 'Verlauf',
  join: 'Am Tisch mitspielen',
  importBackup: 'Sicherung importieren',
}

export const names = { en, de }
