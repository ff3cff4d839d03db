import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PALETTES } from './data/palettes';
import { PhotoCatalog } from './photo-catalog';
import { renderPhotos } from './render-photos';

const dir = mkdtempSync(join(tmpdir(), 'stride-photos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seed photos', () => {
  it('draws 1600×1200 JPEG originals once and reuses a drawing asked for twice', async () => {
    const catalog = new PhotoCatalog();
    const palette = PALETTES[0];
    if (!palette) throw new Error('no palette');
    const first = catalog.product('shoe-trail', 'side', palette.code, palette, 'Trail');
    expect(catalog.product('shoe-trail', 'side', palette.code, palette, 'Trail')).toBe(first);
    catalog.product('gel', 'front', 'maurten-neutral', palette, 'Gel');
    expect(await renderPhotos(catalog.entries, dir)).toBe(2);
    const path = join(dir, catalog.entries[0]?.path ?? '');
    const meta = await sharp(path).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    const written = statSync(path).mtimeMs;
    expect(await renderPhotos(catalog.entries, dir)).toBe(0);
    expect(statSync(path).mtimeMs).toBe(written);
  });

  it('stops drawing new images at the cap and reuses earlier ones', () => {
    const catalog = new PhotoCatalog(3);
    const ids = PALETTES.slice(0, 6).map((p) => catalog.product('tee', 'front', p.code, p, 'Tee'));
    expect(catalog.size).toBe(3);
    expect(new Set(ids).size).toBe(3);
  });
});
