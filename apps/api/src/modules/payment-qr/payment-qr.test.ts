import type { BankTransfer } from '@stride/rules';
import { decode } from 'bysquare/pay';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { paymentQr } from './payment-qr';

/**
 * Each shop's code read back as a scanner reads it: the PNG decoded by jsQR, the SVG drawn module by
 * module and decoded the same way, and both must hold exactly the payload. The seed's accounts, with
 * the expected texts written out by hand (PAY by square's is compressed: bysquare's own decoder
 * reads it back).
 */

const slovak: BankTransfer = {
  iban: 'SK3112000000198742637541',
  bic: 'SUBASKBX',
  beneficiary: 'Stride s.r.o.',
  amountMinor: 4_990,
  currency: 'EUR',
  reference: '10000042',
  message: 'Objednávka 10000042',
  dueDate: new Date('2026-12-01T10:00:00Z'),
};

const czech: BankTransfer = {
  iban: 'CZ6508000000192000145399',
  bic: 'GIBACZPX',
  beneficiary: 'Stride CZ s.r.o.',
  amountMinor: 123_450,
  currency: 'CZK',
  reference: '20000042',
  message: 'Objednávka 20000042',
};

const hungarian: BankTransfer = {
  iban: 'HU42117730161111101800000000',
  bic: 'OTPVHUHB',
  beneficiary: 'Stride Hungary Kft.',
  amountMinor: 1_899_000,
  currency: 'HUF',
  reference: '30000042',
  message: 'Rendelés 30000042',
  dueDate: new Date('2026-12-08T22:59:59Z'),
};

/** What a scanner reads from RGBA pixels: the text, and its bytes as they were encoded. */
function scan(pixels: Uint8ClampedArray, width: number, height: number): { text: string; bytes: Buffer } {
  const code = jsQR(pixels, width, height);
  if (!code) throw new Error('no QR code found in the image');
  return { text: code.data, bytes: Buffer.from(code.binaryData) };
}

function scanPng(png: Buffer) {
  const image = PNG.sync.read(png);
  return scan(new Uint8ClampedArray(image.data), image.width, image.height);
}

/**
 * The dark modules of the `qrcode` package's SVG: one stroked path of horizontal runs, `M x y+0.5`
 * starting a row, `m dx 0` skipping light modules, `h n` drawing n dark ones; the viewBox counts
 * the quiet zone in.
 */
function svgModules(svg: string): boolean[][] {
  const size = Number(svg.match(/viewBox="0 0 (\d+) \1"/)?.[1]);
  const path = svg.match(/<path stroke="#000000" d="([^"]*)"/)?.[1];
  if (!size || path === undefined) throw new Error(`not a QR code's SVG: ${svg.slice(0, 200)}`);
  const dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === 'M') {
      x = Number(a);
      y = Math.floor(Number(b));
    } else if (command === 'm') {
      x += Number(a);
    } else {
      for (let i = 0; i < Number(a); i++) (dark[y] as boolean[])[x + i] = true;
      x += Number(a);
    }
  }
  return dark;
}

/**
 * The modules of a PNG drawn `scale` pixels a module: dark where every pixel of the module's square is
 * black, light where every one is white; a square of both is a drawing error and throws.
 */
function pngModules(image: PNG, scale: number): boolean[][] {
  const size = image.width / scale;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => {
      const shades = new Set<number>();
      for (let y = row * scale; y < (row + 1) * scale; y++) {
        for (let x = col * scale; x < (col + 1) * scale; x++) {
          const offset = (y * image.width + x) * 4;
          shades
            .add(image.data[offset] ?? -1)
            .add(image.data[offset + 1] ?? -1)
            .add(image.data[offset + 2] ?? -1);
        }
      }
      if (shades.size !== 1 || !(shades.has(0) || shades.has(255))) {
        throw new Error(`module (${row}, ${col}) is not one black or white square: ${[...shades]}`);
      }
      return shades.has(0);
    }),
  );
}

function scanSvg(svg: string, pixelsPerModule = 4) {
  const modules = svgModules(svg);
  const width = modules.length * pixelsPerModule;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      const dark = modules[Math.floor(py / pixelsPerModule)]?.[Math.floor(px / pixelsPerModule)];
      const offset = (py * width + px) * 4;
      pixels.fill(dark ? 0 : 255, offset, offset + 3);
      pixels[offset + 3] = 255;
    }
  }
  return scan(pixels, width, width);
}

/** The modules of the payload's symbol at error correction M, quiet zone of 4 around. */
function symbolAtLevelM(payload: string): boolean[][] {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const size = modules.size + 8;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => {
      const r = row - 4;
      const c = col - 4;
      return r >= 0 && c >= 0 && r < modules.size && c < modules.size && modules.get(r, c) === 1;
    }),
  );
}

describe('paymentQr', () => {
  it('gives the Czech shop QR Platba (SPAYD) that scans to exactly its payload', async () => {
    const qr = await paymentQr('cz', czech);
    expect(qr.format).toBe('spayd');
    expect(qr.payload).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK*RN:STRIDE CZ S.R.O.' +
        '*MSG:OBJEDNAVKA 20000042*X-VS:20000042',
    );
    expect(scanPng(qr.png).text).toBe(qr.payload);
    expect(scanSvg(qr.svg).text).toBe(qr.payload);
  });

  it('gives the Hungarian shop the MNB code (HCT) that scans to exactly its payload, line feeds and accents included', async () => {
    const qr = await paymentQr('hu', hungarian);
    expect(qr.format).toBe('hct');
    expect(qr.payload).toBe(
      'HCT\n001\n1\nOTPVHUHBXXX\nStride Hungary Kft.\nHU42117730161111101800000000\nHUF18990\n' +
        '20261208235959+1\nGDSV\nRendelés 30000042\n\n\n\n\n\n\n\n',
    );
    const fromPng = scanPng(qr.png);
    expect(fromPng.text).toBe(qr.payload);
    expect(fromPng.bytes).toEqual(Buffer.from(qr.payload, 'utf8')); // charset 1: UTF-8
    expect(scanSvg(qr.svg).text).toBe(qr.payload);
  });

  it('gives the Slovak shop PAY by square that scans to its payload and decodes to the transfer', async () => {
    const qr = await paymentQr('sk', slovak);
    expect(qr.format).toBe('paybysquare');
    expect(scanPng(qr.png).text).toBe(qr.payload);
    expect(scanSvg(qr.svg).text).toBe(qr.payload);

    const { payments } = decode(qr.payload);
    expect(payments).toHaveLength(1);
    const [payment] = payments;
    expect(payment?.amount).toBe(49.9);
    expect(payment?.currencyCode).toBe('EUR');
    expect(payment?.variableSymbol).toBe('10000042');
    expect(payment?.paymentNote).toBe('Objednavka 10000042'); // bysquare drops accents for the banks' apps
    expect(payment?.paymentDueDate).toBe('20261201');
    expect(payment?.bankAccounts).toEqual([{ iban: 'SK3112000000198742637541', bic: 'SUBASKBX' }]);
    expect(payment?.beneficiary?.name).toBe('Stride s.r.o.');
  });

  it('draws each code at error correction M with the quiet zone, the SVG and the PNG alike', async () => {
    for (const [locale, transfer] of [
      ['sk', slovak],
      ['cz', czech],
      ['hu', hungarian],
    ] as const) {
      const qr = await paymentQr(locale, transfer);
      const expected = symbolAtLevelM(qr.payload);
      expect(svgModules(qr.svg)).toEqual(expected);
      const image = PNG.sync.read(qr.png);
      expect(image.width).toBe(expected.length * 8); // 8 pixels a module
      expect(image.height).toBe(expected.length * 8);
      expect(pngModules(image, 8)).toEqual(expected);
    }
  });

  it('refuses a transfer its format cannot carry', async () => {
    await expect(paymentQr('hu', { ...hungarian, currency: 'EUR' })).rejects.toThrow(RangeError);
    await expect(paymentQr('cz', { ...czech, reference: 'A-42' })).rejects.toThrow(RangeError);
    await expect(paymentQr('sk', { ...slovak, amountMinor: -4_990 })).rejects.toThrow(RangeError);
    await expect(paymentQr('sk', { ...slovak, iban: 'SK3112000000198742637540' })).rejects.toThrow(RangeError);
  });
});
