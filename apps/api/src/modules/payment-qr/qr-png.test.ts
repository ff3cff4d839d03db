import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrPng } from './qr-png';

/** A matrix of modules written out by hand: '#' dark, '.' light. */
function modulesOf(rows: readonly string[]) {
  return { size: rows.length, get: (row: number, column: number) => (rows[row]?.[column] === '#' ? 1 : 0) };
}

/** The image read back by pngjs as '#'/'.' rows, one character a pixel (black '#', white '.'). */
function pixelsOf(png: Buffer): string[] {
  const image = PNG.sync.read(png);
  return Array.from({ length: image.height }, (_, y) =>
    Array.from({ length: image.width }, (_, x) => {
      const shade = image.data[(y * image.width + x) * 4];
      if (shade !== 0 && shade !== 255) throw new Error(`pixel (${x}, ${y}) is grey: ${shade}`);
      return shade === 0 ? '#' : '.';
    }).join(''),
  );
}

describe('qrPng', () => {
  it('draws each module as a square of scale pixels inside the quiet zone, read back by pngjs', () => {
    // Scale 3 and margin 1: modules straddle bytes, and the rows' last byte is part padding.
    const png = qrPng(modulesOf(['#.#', '.#.', '##.']), 3, 1);
    expect(pixelsOf(png)).toEqual([
      '...............',
      '...............',
      '...............',
      '...###...###...',
      '...###...###...',
      '...###...###...',
      '......###......',
      '......###......',
      '......###......',
      '...######......',
      '...######......',
      '...######......',
      '...............',
      '...............',
      '...............',
    ]);
  });

  it('is a one-bit greyscale image', () => {
    const png = qrPng(modulesOf(['#']), 9, 0);
    // IHDR's data starts at byte 16: width, height, then bit depth and colour type.
    expect(png.readUInt32BE(16)).toBe(9);
    expect(png.readUInt32BE(20)).toBe(9);
    expect([png[24], png[25]]).toEqual([1, 0]);
    expect(pixelsOf(png)).toEqual(Array.from({ length: 9 }, () => '#########'));
  });
});
