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
  return downloadFile(file)
}

/** Downloads a file through a temporary link (works offline: the file is made in the page). */
export function downloadFile(file: File): ShareOutcome {
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

/**
 * Shares a text with the Web Share API where there is one (phones: messengers, notes), and
 * downloads it as a .txt file otherwise or when sharing fails for a reason other than cancel.
 */
export async function shareTextOrDownload(title: string, text: string, fileName: string): Promise<ShareOutcome> {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined
  if (nav?.share && (!nav.canShare || nav.canShare({ title, text }))) {
    try {
      await nav.share({ title, text })
      return 'shared'
    } catch (e) {
      if ((e as { name?: string } | null)?.name === 'AbortError') return 'cancelled'
    }
  }
  return downloadFile(new File([text], fileName, { type: 'text/plain;charset=utf-8' }))
}

/** One line of a text image: its text, bold or not, and a colour mark before it (a player's colour). */
export interface ImageLine {
  text: string
  bold?: boolean
  color?: string
  /** Set in under the line above (a player's parts under the player). */
  indent?: boolean
}

/**
 * Draws lines of text on a canvas in the page's colours and gives a PNG (canvas.toBlob: no
 * network, no library); null where the browser has no 2D canvas.
 */
export function textImage(lines: readonly ImageLine[], width = 1080): Promise<Blob | null> {
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')
  if (!ctx) return Promise.resolve(null)
  const cs = getComputedStyle(document.documentElement)
  const color = (name: string, fallback: string) => cs.getPropertyValue(name).trim() || fallback
  const font = cs.fontFamily || 'sans-serif'
  const pad = 48
  const lineH = 52
  canvas.width = width
  canvas.height = pad * 2 + lineH * lines.length
  ctx.fillStyle = color('--c-surface', '#ffffff')
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.textBaseline = 'middle'
  lines.forEach((line, i) => {
    const y = pad + lineH * i + lineH / 2
    let x = pad + (line.indent ? 28 : 0)
    if (line.color) {
      ctx.fillStyle = line.color
      ctx.fillRect(x, y - 16, 12, 32)
      x += 28
    }
    ctx.fillStyle = color('--c-text', '#1b1b1b')
    ctx.font = `${line.bold ? '700 ' : ''}${line.bold ? 34 : 28}px ${font}`
    ctx.fillText(line.text, x, y, width - x - pad)
  })
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'))
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
