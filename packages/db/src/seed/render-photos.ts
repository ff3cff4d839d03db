import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { placeholderSvg, productSvg, sceneSvg } from './draw';
import type { PhotoEntry } from './photo-catalog';

function svgOf(entry: PhotoEntry): string {
  const { spec } = entry;
  if (spec.kind === 'product') return productSvg(spec.shape, spec.view, spec.colors);
  if (spec.kind === 'scene') return sceneSvg(spec.colors, spec.seed);
  return placeholderSvg();
}

/**
 * Writes the originals under `<photosDir>/<path>` as JPEG; files already there are kept, so a
 * reseed or a second test process does no work. Each file is written to a temporary name and
 * renamed, so a parallel reader never sees half an image.
 */
export async function renderPhotos(
  entries: readonly PhotoEntry[],
  photosDir: string,
  onEach?: () => void,
): Promise<number> {
  sharp.concurrency(1);
  let written = 0;
  for (const entry of entries) {
    const target = join(photosDir, entry.path);
    onEach?.();
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await sharp(Buffer.from(svgOf(entry)))
      .jpeg({ quality: 84, mozjpeg: false })
      .toFile(temporary);
    renameSync(temporary, target);
    written++;
  }
  return written;
}
