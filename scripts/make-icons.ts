// Generates the PWA's PNG icons (192, 512, 512 maskable, apple-touch 180) without image tools:
// a green tile with a light coin and a stack line. Run: node --import tsx scripts/make-icons.ts
import { writeFileSync, mkdirSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

function crc32(buf: Buffer): number {
  let c: number
  let crc = 0xffffffff
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]!) & 0xff
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    crc = (crc >>> 8) ^ c
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}

function png(size: number, maskable: boolean): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size)
  const c = size / 2
  const pad = maskable ? 0 : size * 0.06
  const r = size * (maskable ? 0.3 : 0.34)
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0
    for (let x = 0; x < size; x++) {
      const i = y * (size * 4 + 1) + 1 + x * 4
      const inTile = x >= pad && x < size - pad && y >= pad && y < size - pad
      const d = Math.hypot(x - c, y - c)
      let rgba = [0, 0, 0, 0]
      if (inTile) rgba = [11, 93, 59, 255]
      if (inTile && d < r) rgba = [246, 212, 95, 255]
      if (inTile && d < r * 0.78 && d > r * 0.68) rgba = [196, 150, 30, 255]
      if (inTile && Math.abs(y - c) < r * 0.09 && Math.abs(x - c) < r * 0.45) rgba = [11, 93, 59, 255]
      raw[i] = rgba[0]!
      raw[i + 1] = rgba[1]!
      raw[i + 2] = rgba[2]!
      raw[i + 3] = rgba[3]!
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

mkdirSync('public/icons', { recursive: true })
writeFileSync('public/icons/icon-192.png', png(192, false))
writeFileSync('public/icons/icon-512.png', png(512, false))
writeFileSync('public/icons/icon-512-maskable.png', png(512, true))
writeFileSync('public/apple-touch-icon.png', png(180, true))
