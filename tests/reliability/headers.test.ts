import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (p: string) => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8')

describe('security headers for a static host', () => {
  it("public/_headers serves index.html's Content-Security-Policy plus frame-ancestors 'none' and X-Frame-Options DENY for every path", () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(read('index.html'))?.[1]
    expect(meta).toBeTruthy()
    const headers = read('public/_headers')
    expect(headers).toMatch(/^\/\*$/m)
    expect(headers).toContain(`  Content-Security-Policy: ${meta}; frame-ancestors 'none'\n`)
    expect(headers).toContain('  X-Frame-Options: DENY\n')
  })
})
