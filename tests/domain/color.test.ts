import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { contrastRatio, isHexColor, OKABE_ITO, relativeLuminance, textColorOn } from '@/domain/color'

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`)

describe('colours of marks and chips', () => {
  it('accepts #rrggbb only (no names, no short form, nothing after it)', () => {
    expect(isHexColor('#0072b2')).toBe(true)
    expect(isHexColor('#0072B2')).toBe(true)
    for (const bad of ['red', '#07b', '#0072b2;background:url(x)', '0072b2', '#0072b2ff', '', null, 7])
      expect(isHexColor(bad)).toBe(false)
  })

  it('computes WCAG luminance and contrast: black on white is 21:1, a colour on itself 1:1', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#0072b2', '#0072b2')).toBe(1)
    // WebAIM's checker: #767676 on white is 4.54:1
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(() => relativeLuminance('blue')).toThrow()
  })

  it('writes black on light colours and white on dark ones', () => {
    expect(textColorOn('#ffffff')).toBe('#000000')
    expect(textColorOn(OKABE_ITO.yellow)).toBe('#000000')
    expect(textColorOn(OKABE_ITO.orange)).toBe('#000000')
    expect(textColorOn(OKABE_ITO.skyBlue)).toBe('#000000')
    expect(textColorOn(OKABE_ITO.black)).toBe('#ffffff')
    expect(textColorOn('#5d4037')).toBe('#ffffff')
  })

  it('every text colour it picks passes WCAG AA for normal text (4.5:1) on any colour', () => {
    fc.assert(
      fc.property(hex, (bg) => {
        const fg = textColorOn(bg)
        expect(contrastRatio(bg, fg)).toBeGreaterThanOrEqual(4.5)
        // and it is the better of the two
        expect(contrastRatio(bg, fg)).toBeGreaterThanOrEqual(
          contrastRatio(bg, fg === '#000000' ? '#ffffff' : '#000000'),
        )
      }),
    )
    for (const c of Object.values(OKABE_ITO)) expect(contrastRatio(c, textColorOn(c))).toBeGreaterThanOrEqual(4.5)
  })
})
