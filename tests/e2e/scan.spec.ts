// Issue 17: a phone joins by scanning the bank's invite QR with its camera. Debian Chromium has no
// BarcodeDetector, so this runs the app's own decoder (the `qr` package) on real camera frames:
// Chromium's fake camera plays a video of the invite QR (the link the bank's QR holds), the phone
// taps "Scan invite", reads it, shows its answer; the bank takes the answer and the phone is in.
import { writeFileSync } from 'node:fs'
import { chromium, expect, test } from '@playwright/test'
import encodeQR from 'qr'
import { chromiumArgs, chromiumPath } from '../chromium'
import { en, newDevice } from './pages/TablePage'

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4183}`

/** A Y4M video (what Chromium's fake camera plays) of `text` as a QR code, dark on light like a phone screen held up in a room. */
function qrVideo(text: string, path: string) {
  const m = encodeQR(text, 'raw', { ecc: 'low', border: 4 })
  const W = 640
  const H = 480
  const scale = Math.floor(420 / m.length)
  const luma = Buffer.alloc(W * H, 190)
  const x0 = Math.floor((W - m.length * scale) / 2)
  const y0 = Math.floor((H - m.length * scale) / 2)
  m.forEach((row, r) =>
    row.forEach((dark, c) => {
      for (let dy = 0; dy < scale; dy++) {
        const at = (y0 + r * scale + dy) * W + x0 + c * scale
        luma.fill(dark ? 25 : 240, at, at + scale)
      }
    }),
  )
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma])
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array<Buffer>(5).fill(frame)]),
  )
}

test('a phone scans the invite QR with its camera (the JS decoder: no BarcodeDetector here) and joins', async ({
  browser,
}, info) => {
  const n = en
  const urls: string[] = []
  const bank = await newDevice(browser, origin, n, 'tablet', urls)
  await bank.goto('/')
  await bank.getByRole('button', { name: n.demo }).click()
  await bank.getByRole('button', { name: n.invite }).click()
  const sheet = bank.getByRole('dialog', { name: n.invite })
  await expect(sheet.getByRole('img', { name: n.inviteCode })).toBeVisible()
  const inviteText = sheet.getByRole('textbox', { name: n.inviteCode })
  await expect(inviteText).not.toHaveValue('')
  const invite = await inviteText.inputValue()

  // the phone's camera sees the bank's QR: the app's link with the code as its fragment
  const video = info.outputPath('invite.y4m')
  qrVideo(`${origin}/join#${invite}`, video)
  const camera = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const phone = await newDevice(camera, origin, n, 'phone', urls)
    await phone.goto('/')
    await phone.getByRole('link', { name: n.join }).click()
    await phone.getByRole('button', { name: 'Scan invite' }).click()
    const answerText = phone.getByRole('textbox', { name: n.answerCode })
    await expect(answerText).not.toHaveValue('', { timeout: 15_000 })
    await expect(phone.getByRole('img', { name: n.answerCode })).toBeVisible()

    await sheet.getByRole('textbox', { name: n.answerCode }).fill(await answerText.inputValue())
    await sheet.getByRole('button', { name: n.connect }).click()
    await expect(sheet.getByRole('status').filter({ hasText: n.inviteJoined })).toBeVisible()
    await expect(phone.getByRole('heading', { name: n.who })).toBeVisible()
  } finally {
    await camera.close()
  }
  expect(urls.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([])
})
