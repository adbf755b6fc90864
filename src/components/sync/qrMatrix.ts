import encodeQR, { type ErrorCorrection } from 'qr'

/** A QR symbol: its version, error correction and dark modules (without quiet zone). */
export interface QrMatrix {
  version: number
  ecc: ErrorCorrection
  size: number
  dark: boolean[][]
}

const LEVELS: ErrorCorrection[] = ['high', 'quartile', 'medium', 'low']

/**
 * The QR symbol of `text`: the smallest version that holds it (big modules scan best from a phone
 * held at arm's length), with the strongest error correction that still fits that version (it costs
 * nothing there and helps against glare on the bank's screen).
 */
export function qrMatrix(text: string): QrMatrix {
  const smallest = encodeQR(text, 'raw', { ecc: 'low', border: 1 })
  const version = (smallest.length - 2 - 17) / 4
  for (const ecc of LEVELS) {
    try {
      const withBorder = encodeQR(text, 'raw', { ecc, version, border: 1 })
      const dark = withBorder.slice(1, -1).map((row) => row.slice(1, -1))
      return { version, ecc, size: dark.length, dark }
    } catch {
      // does not fit this version at this level: try the next lower one
    }
  }
  throw new RangeError('unreachable: the low level fits by construction')
}

/** An SVG path of the dark modules, one rectangle per horizontal run, offset by the quiet zone. */
export function qrPath(m: QrMatrix, quiet: number): string {
  let d = ''
  m.dark.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x++
        continue
      }
      let end = x
      while (row[end]) end++
      d += `M${x + quiet} ${y + quiet}h${end - x}v1h${x - end}z`
      x = end
    }
  })
  return d
}
