/** How a file left the app: shared through the Web Share API, downloaded, or the user cancelled sharing. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled'

/**
 * Shares a file with the Web Share API where the browser can share files (phones), and
 * downloads it otherwise (desktop browsers, or when sharing fails for a reason other than cancel).
 */
export async function shareOrDownload(file: File): Promise<ShareOutcome> {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined
  if (nav?.canShare?.({ files: [file] }) && nav.share) {
    try {
      await nav.share({ files: [file], title: file.name })
      return 'shared'
    } catch (e) {
      if ((e as { name?: string } | null)?.name === 'AbortError') return 'cancelled'
      // NotAllowedError (no user gesture left after a long export) and others: fall back to a download
    }
  }
  const url = URL.createObjectURL(file)
  try {
    const a = document.createElement('a')
    a.href = url
    a.download = file.name
    a.rel = 'noopener'
    document.body.appendChild(a)
    a.click()
    a.remove()
  } finally {
    // revoke later: some browsers start the download asynchronously
    setTimeout(() => URL.revokeObjectURL(url), 30_000)
  }
  return 'downloaded'
}

/** A file-name-safe slug of a game name (letters, digits and dashes). */
export function fileSlug(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
  return s.slice(0, 40) || 'game'
}

/** Today's date as YYYY-MM-DD for file names. */
export function fileDate(ts = Date.now()): string {
  const d = new Date(ts)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
