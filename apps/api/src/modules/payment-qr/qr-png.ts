import { crc32, deflateSync } from 'node:zlib';

/** A QR symbol's modules as the `qrcode` package computes them (`QRCode.create(…).modules`). */
export type QrModules = { size: number; get(row: number, column: number): number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data and the CRC-32 of type and data (PNG specification §5.3). */
function chunk(type: 'IHDR' | 'IDAT' | 'IEND', data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A QR symbol as a black-and-white PNG of one bit a pixel (greyscale, bit depth 1, rows unfiltered),
 * `scale` pixels a module inside a quiet zone of `margin` modules. The `qrcode` package draws RGBA,
 * 32 bits a pixel, and its PNG of a payment code was two thirds of an order e-mail's CPU; a two-tone
 * image needs one bit, and each pixel row is drawn once per module row and copied `scale` times.
 */
export function qrPng(modules: QrModules, scale: number, margin: number): Buffer {
  const side = (modules.size + 2 * margin) * scale;
  const rowBytes = 1 + Math.ceil(side / 8); // the filter-type byte (0, none), then the pixels, MSB first
  // Every pixel white (bit 1); the dark modules clear theirs.
  const pixels = Buffer.alloc(rowBytes * side, 0xff);
  for (let y = 0; y < side; y += 1) pixels[y * rowBytes] = 0;
  const row = Buffer.alloc(rowBytes);
  for (let moduleRow = 0; moduleRow < modules.size; moduleRow += 1) {
    row.fill(0xff);
    row[0] = 0;
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(moduleRow, column)) continue;
      const from = (column + margin) * scale;
      for (let x = from; x < from + scale; x += 1) {
        const at = 1 + (x >> 3);
        row[at] = (row[at] ?? 0) & ~(0x80 >> (x & 7));
      }
    }
    const top = (moduleRow + margin) * scale;
    for (let y = top; y < top + scale; y += 1) row.copy(pixels, y * rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0); // width
  header.writeUInt32BE(side, 4); // height
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
