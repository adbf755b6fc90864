import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect } from '@playwright/test'

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4183}`

test('the app is served with the Content-Security-Policy as a header, with frame-ancestors none', async ({
  request,
}) => {
  for (const path of ['/', '/game/x', '/index.html']) {
    const res = await request.get(path)
    const csp = res.headers()['content-security-policy'] ?? ''
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toContain("script-src 'self'")
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(res.headers()['x-frame-options'], path).toBe('DENY')
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff')
  }
})

test("the page has no inline script (script-src 'self' alone), and dist/_headers serves the policy the server sends", async ({
  page,
  request,
}) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible()
  const { meta, inline } = await page.evaluate(() => ({
    meta: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    inline: document.querySelectorAll('script:not([src])').length,
  }))
  expect(inline).toBe(0)
  expect(/script-src ([^;]+)/.exec(meta)?.[1]).toBe("'self'")
  const res = await request.get('/game/x')
  expect(res.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`)
  const file = await (await request.get('/_headers')).text()
  expect(file).toContain(`  Content-Security-Policy: ${meta}; frame-ancestors 'none'\n`)
  expect(violations).toEqual([])
})

test('another site cannot frame the app (frame-ancestors none): the framed app never renders', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (m) => {
    if (/frame-ancestors|Refused to (display|frame)/i.test(m.text())) refused.push(m.text())
  })
  // another site: a server on another port of this machine (another origin; a public one would be stopped by Chromium's private-network rule first)
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(`<!doctype html><h1>Evil</h1><iframe id="victim" src="${origin}/" width="400" height="600"></iframe>`)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await page.goto(`http://127.0.0.1:${port}/`)
  await expect(page.getByRole('heading', { name: 'Evil' })).toBeVisible()
  await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0)
  await expect(page.frameLocator('#victim').getByRole('heading', { name: 'Your games' })).toHaveCount(0)
  // the frame holds Chromium's error page, not the app
  const frame = page.frames().find((f) => f !== page.mainFrame())
  expect(
    frame?.url().startsWith(origin) &&
      (await frame
        .locator('#app')
        .count()
        .catch(() => 0)) > 0,
  ).toBeFalsy()
  server.close()
})

test('an injected inline script is blocked by the Content-Security-Policy (and reported), an inline handler too', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible()
  const result = await page.evaluate(async () => {
    const w = window as unknown as { __pwned?: number; __handler?: number }
    const violations: string[] = []
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective))
    const s = document.createElement('script')
    s.textContent = 'window.__pwned = 1'
    document.head.appendChild(s)
    const img = document.createElement('img')
    img.setAttribute('onerror', 'window.__handler = 1')
    img.src = 'data:,not-an-image'
    document.body.appendChild(img)
    // both were refused once both are reported (the script at once, the handler when the image fails):
    // a condition, not a clock (a last resort of 10 s; the checks below then say what ran)
    for (let t = 0; violations.filter((v) => v.startsWith('script-src')).length < 2 && t < 1000; t++)
      await new Promise((r) => setTimeout(r, 10))
    return { pwned: w.__pwned ?? null, handler: w.__handler ?? null, violations }
  })
  expect(result.pwned).toBeNull()
  expect(result.handler).toBeNull()
  expect(result.violations.some((v) => v.startsWith('script-src'))).toBe(true)
})
