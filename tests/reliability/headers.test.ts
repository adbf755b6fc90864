import { describe, expect, it } from 'vitest'
import indexHtml from '../../index.html?raw'
import headersFile from '../../public/_headers?raw'

describe('security headers for a static host', () => {
  it("public/_headers serves index.html's Content-Security-Policy plus frame-ancestors 'none' and X-Frame-Options DENY for every path", () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(indexHtml)?.[1]
    expect(meta).toBeTruthy()
    const headers = headersFile
    expect(headers).toMatch(/^\/\*$/m)
    expect(headers).toContain(`  Content-Security-Policy: ${meta}; frame-ancestors 'none'\n`)
    expect(headers).toContain('  X-Frame-Options: DENY\n')
  })
})
