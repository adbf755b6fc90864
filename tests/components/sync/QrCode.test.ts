// @vitest-environment happy-dom
import encodeQR from 'qr'
import decodeQR from 'qr/decode.js'
import { describe, expect, it } from 'vitest'
import QrCode from '@/components/sync/QrCode.vue'
import { qrMatrix } from '@/components/sync/qrMatrix'
import { mountWithApp } from '../../helpers/mount'

/** A real invite code of the spike (Debian Chromium, two mDNS candidates): 183 characters. */
const INVITE =
  'TB1IAF79KC0-3j8sSewKpomUGQAESWhrURhOSE5ZeFlxY3ZWTjY0OGV5MHpoS2hPdks5gVqX-u9OeNBc6XuymqOIvMCW_NRibQYG1fEPNtbuZQEwE4gABAAAAgKII34AHv9cxY42yFxKeIYi3kFfjBJVAuGmfgAy__Z_t4IbFkmNnNbBYqaSqfQ'

/** What the SVG draws, as RGBA pixels at `scale` per module: the white background, then each rectangle of the path in black. */
function rasterize(svg: SVGSVGElement, scale: number) {
  const side = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const width = side * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3)
    }
  }
  return { width, height: width, data }
}

describe('QrCode', () => {
  it('is an image named by its label whose drawing a QR reader reads back as the code', async () => {
    const w = await mountWithApp(QrCode, { props: { value: INVITE, label: 'Invite code' } })
    const svg = w.get('svg').element as SVGSVGElement
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('Invite code')
    expect(decodeQR(rasterize(svg, 4))).toBe(INVITE)
  })

  it('black on white with a 4-module quiet zone whatever the theme (no theme colour in the drawing)', async () => {
    const w = await mountWithApp(QrCode, { props: { value: INVITE, label: 'Einladungscode' } }, 'de')
    expect(w.get('rect').attributes('fill')).toBe('#fff')
    expect(w.get('path').attributes('fill')).toBe('#000')
    const m = qrMatrix(INVITE)
    expect(w.get('svg').attributes('viewBox')).toBe(`0 0 ${m.size + 8} ${m.size + 8}`)
    expect(w.get('svg').attributes('aria-label')).toBe('Einladungscode')
  })

  it('uses the smallest version, with the strongest error correction that still fits it', () => {
    // the 183-character invite: version 8 (49 × 49 modules); medium would need version 10
    expect(qrMatrix(INVITE)).toMatchObject({ version: 8, ecc: 'low', size: 49 })
    const levels = ['low', 'medium', 'quartile', 'high'] as const
    const fits = (text: string, ecc: (typeof levels)[number], version: number) => {
      try {
        encodeQR(text, 'raw', { ecc, version })
        return true
      } catch {
        return false
      }
    }
    for (const n of [10, 24, 60, 100, 167, 183, 215, 400]) {
      const text = 'TB1A' + 'y'.repeat(n - 4)
      const m = qrMatrix(text)
      expect(m.size).toBe(17 + 4 * m.version)
      if (m.version > 1) expect(fits(text, 'low', m.version - 1), `${n}: a smaller version`).toBe(false)
      const stronger = levels.slice(levels.indexOf(m.ecc) + 1)
      for (const ecc of stronger) expect(fits(text, ecc, m.version), `${n}: ${ecc}`).toBe(false)
    }
  })

  it('draws a new code when the value changes', async () => {
    const w = await mountWithApp(QrCode, { props: { value: INVITE, label: 'Invite code' } })
    const answer = 'TB1A' + 'Q'.repeat(150)
    await w.setProps({ value: answer })
    expect(decodeQR(rasterize(w.get('svg').element as SVGSVGElement, 4))).toBe(answer)
    expect(w.get('svg').attributes('data-version')).toBe(String(qrMatrix(answer).version))
  })
})
