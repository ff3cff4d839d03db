import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import { Version } from 'bysquare';
import { type DataModel, removeDiacritics, serialize, validateDataModel } from 'bysquare/pay';

/**
 * lzma1, the LZMA encoder bysquare itself uses. Loaded by `require` because the package gives its
 * TypeScript source as its types, which this project's strict settings reject in its own files.
 */
const lzma = createRequire(import.meta.url)('lzma1') as {
  compress(data: Uint8Array, mode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9): Uint8Array;
};

/** RFC 4648's base32 with the extended-hex alphabet, unpadded, as PAY by square writes its bytes. */
const BASE32_HEX = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

function base32Hex(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += BASE32_HEX[(buffer >> bits) & 0x1f];
    }
  }
  if (bits > 0) text += BASE32_HEX[(buffer << (5 - bits)) & 0x1f];
  return text;
}

/**
 * The PAY by square text of a payment model, built as bysquare's `encode` builds it (accents dropped,
 * the model checked, serialized with tabs, a CRC-32 in front, LZMA-compressed without its 13-byte
 * header, after the 2-byte type/version header and the 2-byte length, in base32hex), but compressed
 * with LZMA's smallest dictionary (64 KiB, mode 1). bysquare's `encode` keeps lzma1's default, a
 * 2 MiB dictionary allocated for every code: 5 ms of an order e-mail's CPU and as much garbage, for a
 * payload of a few hundred bytes. Readers assume a 128 KiB dictionary, which any match of such a
 * payload fits either way, so bysquare's own `decode` (the tests) reads the same model back.
 */
export function payBySquare(model: DataModel): string {
  removeDiacritics(model);
  const version = Version['1.2.0'];
  validateDataModel(model, version);
  const text = new TextEncoder().encode(serialize(model));
  const checked = new Uint8Array(4 + text.length);
  new DataView(checked.buffer).setUint32(0, crc32(text), true);
  checked.set(text, 4);
  // The length field is 2 bytes (bysquare's limit); transfers are checked far below it.
  if (checked.length >= 2 ** 17) throw new RangeError(`PAY by square payload of ${checked.length} bytes is too long`);
  const compressed = lzma.compress(checked, 1).subarray(13);
  // By square type 0, the version; document type 0 (a payment order), reserved 0.
  const header = [(0x0 << 4) | version, 0x00];
  const length = new Uint8Array(2);
  new DataView(length.buffer).setUint16(0, checked.length, true);
  return base32Hex(Uint8Array.from([...header, ...length, ...compressed]));
}
