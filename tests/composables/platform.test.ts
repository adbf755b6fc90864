import { describe, expect, it } from 'vitest'
import { isAppleMobile } from '@/composables/platform'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Safari/605.1.15'
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Mobile Safari/537.36'

describe('platform facts the banker is told', () => {
  it('an iPhone, and an iPad asking for the desktop site (a Mac with touch), are Apple mobile devices: install first', () => {
    expect(isAppleMobile({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true)
    expect(isAppleMobile({ userAgent: IPAD_DESKTOP, maxTouchPoints: 5 })).toBe(true)
  })
  it('a Mac without touch and an Android phone are not', () => {
    expect(isAppleMobile({ userAgent: IPAD_DESKTOP, maxTouchPoints: 0 })).toBe(false)
    expect(isAppleMobile({ userAgent: PIXEL, maxTouchPoints: 5 })).toBe(false)
  })
})
