// The security headers the app is served with, made from the page's own Content-Security-Policy:
// the meta tag of the built index.html. `vite preview` sends them with every
// response, and the build writes them as dist/_headers for a static host that reads that file
// (Netlify, Cloudflare Pages); another server sends the same four headers with every response.
// Headers add what a meta tag cannot set: frame-ancestors (no other site may frame the app).

/** The Content-Security-Policy of a page's meta tag; null when it has none. */
export function metaCsp(html: string): string | null {
  return /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? null
}

/** The headers for every response, from the page's policy. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${csp}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  }
}

/** dist/_headers: the same headers for every path. */
export function headersFile(csp: string): string {
  const lines = Object.entries(securityHeaders(csp)).map(([k, v]) => `  ${k}: ${v}`)
  return [
    '# Security headers for a static host that reads _headers (Netlify, Cloudflare Pages), written by',
    "# the build from index.html's Content-Security-Policy (scripts/pageHeaders.ts). For another",
    '# server, send these four headers with every response.',
    '/*',
    ...lines,
    '',
  ].join('\n')
}
