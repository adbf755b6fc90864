import { describe, expect, it } from 'vitest'
import indexHtml from '../../index.html?raw'
import { headersFile, metaCsp, securityHeaders } from '../../scripts/pageHeaders'

describe('security headers for a static host (the build writes dist/_headers; e2e security.spec checks the built page)', () => {
  it("_headers serves the page's Content-Security-Policy plus frame-ancestors 'none' and X-Frame-Options DENY for every path", () => {
    const meta = metaCsp(indexHtml)
    expect(meta).toContain("script-src 'self'")
    const headers = headersFile(meta!)
    expect(headers).toMatch(/^\/\*$/m)
    expect(headers).toContain(`  Content-Security-Policy: ${meta}; frame-ancestors 'none'\n`)
    expect(headers).toContain('  X-Frame-Options: DENY\n')
    expect(headers).toContain('  X-Content-Type-Options: nosniff\n')
    expect(headers).toContain('  Referrer-Policy: no-referrer\n')
    // every header line of the file is one of the headers the preview server sends
    const lines = headers.split('\n').filter((l) => l.startsWith('  '))
    expect(lines).toEqual(Object.entries(securityHeaders(meta!)).map(([k, v]) => `  ${k}: ${v}`))
  })

  it('a page without a policy has none to serve', () => {
    expect(metaCsp('<!doctype html><title>x</title>')).toBeNull()
  })
})
