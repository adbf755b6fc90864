// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import QrScanner from '@/components/sync/QrScanner.vue'
import { cameraError } from '@/components/sync/qrScan'
import { looksLikeSignalCode } from '@/net/signalCode'
import { mountWithApp } from '../../helpers/mount'

const CODE =
  'TB1AAF79KAEEMEE0bRhZb29uc3FvQmo4b1RYQ3M2aDhsODA0d000W5ZC8EDp43XUuce50V9U1C_RVPQOyFCAjv1WjVMQvQEwE4gABAAAAgKhhH4AHv_piR'

/** A camera whose one track records being stopped. */
function fakeCamera() {
  const track = {
    stopped: false,
    stop() {
      track.stopped = true
    },
  }
  const stream = new MediaStream()
  stream.getTracks = () => [track as unknown as MediaStreamTrack]
  return { track, stream }
}

function giveCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(getUserMedia) }, configurable: true })
}

/** A BarcodeDetector that "sees" the given QR texts, one per frame. */
function giveDetector(frames: string[]) {
  const seen = [...frames]
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = async () => ['qr_code', 'ean_13']
      async detect() {
        const text = seen.shift()
        return text === undefined ? [] : [{ rawValue: text }]
      }
    },
  )
}

/** The video has frames (happy-dom plays nothing). */
function framesArrive(w: Awaited<ReturnType<typeof mountWithApp>>) {
  const video = w.get('video').element as HTMLVideoElement
  Object.defineProperty(video, 'readyState', { value: 4, configurable: true })
  video.play = () => Promise.resolve()
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'mediaDevices')
})

describe('QrScanner', () => {
  it('reads the frames until a Tischbank code is in view, emits it once and stops the camera', async () => {
    vi.useFakeTimers()
    const cam = fakeCamera()
    giveCamera(async () => cam.stream)
    giveDetector(['', 'https://example.com/menu', CODE, CODE])
    const w = await mountWithApp(QrScanner, { props: { label: 'Scan answer' } })
    framesArrive(w)
    expect(w.get('[role="group"]').attributes('aria-label')).toBe('Scan answer')
    await flushPromises()
    for (let i = 0; i < 6; i++) await vi.advanceTimersByTimeAsync(150)
    expect(w.emitted('result')).toEqual([[CODE]])
    expect(cam.track.stopped).toBe(true)
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    })
  })

  it('says the camera is not allowed (in German too), emits the error and offers only Cancel', async () => {
    giveCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError')
    })
    const w = await mountWithApp(QrScanner, { props: { label: 'Antwort scannen' } }, 'de')
    await flushPromises()
    expect(w.get('[role="alert"]').text()).toBe(
      'Die Kamera ist nicht erlaubt. Erlaube sie in den Website-Einstellungen des Browsers oder füge den Code ein.',
    )
    expect(w.emitted('error')).toEqual([['syncCameraDenied']])
    expect(w.find('video').exists()).toBe(false)
    await w.get('button').trigger('click')
    expect(w.emitted('close')).toHaveLength(1)
  })

  it('says there is no camera when the browser has none (or the page is not a secure context)', async () => {
    const w = await mountWithApp(QrScanner, { props: { label: 'Scan invite' } })
    await flushPromises()
    expect(w.get('[role="alert"]').text()).toBe('No camera is available. Paste the code instead.')
    expect(w.emitted('error')).toEqual([['syncNoCamera']])
  })

  it('stops the camera when it is closed before a code was read, also while the camera was still opening', async () => {
    const open = fakeCamera()
    giveCamera(async () => open.stream)
    giveDetector([])
    const w = await mountWithApp(QrScanner, { props: { label: 'Scan invite' } })
    framesArrive(w)
    await flushPromises()
    w.unmount()
    expect(open.track.stopped).toBe(true)

    const late = fakeCamera()
    let grant: (s: unknown) => void = () => {}
    giveCamera(() => new Promise((r) => (grant = r)))
    const w2 = await mountWithApp(QrScanner, { props: { label: 'Scan invite' } })
    await w2.get('button').trigger('click') // Cancel while the permission prompt is up
    expect(w2.emitted('close')).toHaveLength(1)
    grant(late.stream)
    await flushPromises()
    expect(late.track.stopped).toBe(true)
    expect(w2.emitted('result')).toBeUndefined()
  })

  it('knows a Tischbank code, alone or in a link, and the two kinds of camera failure', () => {
    expect(looksLikeSignalCode(CODE)).toBe(true)
    expect(looksLikeSignalCode(`https://tischbank.example/join#${CODE}`)).toBe(true)
    expect(looksLikeSignalCode('https://example.com/TB1Afoo')).toBe(false)
    expect(looksLikeSignalCode('TB1A')).toBe(false)
    expect(cameraError(new DOMException('', 'NotAllowedError'))).toBe('syncCameraDenied')
    expect(cameraError(new DOMException('', 'SecurityError'))).toBe('syncCameraDenied')
    expect(cameraError(new DOMException('', 'NotFoundError'))).toBe('syncNoCamera')
    expect(cameraError(new DOMException('', 'NotReadableError'))).toBe('syncNoCamera')
  })
})
