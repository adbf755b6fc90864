/**
 * Reading a QR code from the camera (issue 17): the browser's BarcodeDetector where it reads QR
 * codes (Android Chrome, macOS/ChromeOS Chromium), else the pure-JS decoder of the `qr` package
 * (desktop Linux/Windows Chromium, Firefox, iOS Safari), loaded only then, from our own origin.
 */

/** Reads one frame: the text of a QR code in it, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>

interface NativeDetector {
  detect(source: HTMLVideoElement | HTMLCanvasElement): Promise<{ rawValue: string }[]>
}
interface NativeDetectorClass {
  new (opts: { formats: string[] }): NativeDetector
  getSupportedFormats(): Promise<string[]>
}

/** The longest side a frame is decoded at by the JS decoder: enough for a phone-screen QR at arm's length, cheap enough for ~8 frames a second. */
const MAX_FRAME_SIDE = 960

/** The RuleError code for a camera that could not be opened: refused by the user or the browser, or none there. */
export function cameraError(e: unknown): 'syncCameraDenied' | 'syncNoCamera' {
  const name = e instanceof Error || e instanceof DOMException ? e.name : ''
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'syncCameraDenied' : 'syncNoCamera'
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector: unknown = Reflect.get(globalThis, 'BarcodeDetector')
  if (typeof Detector !== 'function') return null
  const cls = Detector as NativeDetectorClass
  try {
    if (!(await cls.getSupportedFormats()).includes('qr_code')) return null
    const detector = new cls({ formats: ['qr_code'] })
    return async (video) => {
      const found = await detector.detect(video)
      return found.find((b) => b.rawValue)?.rawValue ?? null
    }
  } catch {
    return null
  }
}

async function scriptReader(): Promise<FrameReader> {
  const { default: decodeQR } = await import('qr/decode.js')
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    const w = video.videoWidth
    const h = video.videoHeight
    if (!ctx || !w || !h) return null
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(w, h))
    canvas.width = Math.round(w * scale)
    canvas.height = Math.round(h * scale)
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height)
    try {
      return decodeQR(ctx.getImageData(0, 0, canvas.width, canvas.height))
    } catch {
      return null // no code in this frame: the next one
    }
  }
}

/** The best frame reader this browser has. */
export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? scriptReader()
}
