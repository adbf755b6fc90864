/**
 * Colours of players and companies: #rrggbb only, the colour-blind-safe palette of Okabe & Ito
 * (2008), and the text colour that stays readable on a coloured mark (WCAG 2.x contrast).
 */

/** A colour as the app stores it: `#rrggbb` (nothing else reaches an inline style). */
export function isHexColor(v: unknown): v is string {
  return typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v)
}

/**
 * The Okabe–Ito palette in its published order (Okabe & Ito, "Color Universal Design", 2008),
 * distinguishable with every common colour-vision deficiency, plus the mid grey that the usual
 * variant of the palette puts in place of black where black disappears (a dark theme).
 */
export const OKABE_ITO = {
  orange: '#e69f00',
  skyBlue: '#56b4e9',
  bluishGreen: '#009e73',
  yellow: '#f0e442',
  blue: '#0072b2',
  vermillion: '#d55e00',
  reddishPurple: '#cc79a7',
  black: '#000000',
  grey: '#999999',
} as const

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x definition), 0 (black) … 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new TypeError(`not a #rrggbb colour: ${hex}`)
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
}

/** Contrast ratio of two #rrggbb colours (WCAG 2.x), 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * Text on a coloured mark (a player's initial, a company chip): black or white, whichever contrasts
 * more with the colour (WCAG 1.4.3). The better of the two is always at least 4.58:1.
 */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'
}
