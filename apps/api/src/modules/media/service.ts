import { mkdir, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { IMAGE_SIZES, type ImageSize, type ImageType } from '@stride/rules';
import sharp from 'sharp';

/** Originals may be stored in any of these formats; the URL carries only the stem. */
const SOURCE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const MAX_PATH_LENGTH = 300;

export const CONTENT_TYPE: Record<ImageType, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

export type VariantRequest = { size: ImageSize; stem: string; type: ImageType };

function isImageSize(value: string): value is ImageSize {
  return Object.hasOwn(IMAGE_SIZES, value);
}

/**
 * Parses `/{size}/{stem}.{type}` as `imageUrl()` builds it. Anything else — an unknown size, another
 * extension, `..`, hidden files, odd characters — is undefined, which the route answers with 404.
 */
export function parseVariant(size: string, path: string): VariantRequest | undefined {
  if (!isImageSize(size) || path.length > MAX_PATH_LENGTH) return undefined;
  const match = /^(.+)\.(webp|jpg)$/.exec(path);
  const stem = match?.[1];
  const type = match?.[2];
  if (stem === undefined || (type !== 'webp' && type !== 'jpg')) return undefined;
  if (!stem.split('/').every((segment) => SEGMENT.test(segment))) return undefined;
  return { size, stem, type };
}

function inside(root: string, candidate: string): boolean {
  return candidate.startsWith(root + sep);
}

async function fileTime(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

/** The original of a stem under `<dataDir>/photos`, refusing anything that resolves outside it. */
async function findSource(photosDir: string, stem: string): Promise<{ path: string; mtime: number } | undefined> {
  const root = resolve(photosDir);
  for (const extension of SOURCE_EXTENSIONS) {
    const candidate = resolve(root, `${stem}${extension}`);
    if (!inside(root, candidate)) return undefined;
    const mtime = await fileTime(candidate);
    if (mtime === undefined) continue;
    // A symlink could still point elsewhere; compare the real paths too.
    const [realRoot, realCandidate] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!inside(realRoot, realCandidate)) return undefined;
    return { path: candidate, mtime };
  }
  return undefined;
}

async function render(sourcePath: string, variant: VariantRequest): Promise<Buffer> {
  const { width, height } = IMAGE_SIZES[variant.size];
  const pipeline = sharp(sourcePath).rotate().resize(width, height, { fit: 'cover' });
  return variant.type === 'webp'
    ? pipeline.webp({ quality: 80 }).toBuffer()
    : pipeline.jpeg({ quality: 82, progressive: true }).toBuffer();
}

/**
 * Resized variants, rendered once and kept under `<dataDir>/cache/images/{size}/{stem}.{type}`; a
 * variant older than its original is rendered again. Concurrent requests for one variant share a
 * single render.
 */
export class ImageVariants {
  private readonly inFlight = new Map<string, Promise<Buffer | undefined>>();
  private readonly photosDir: string;
  private readonly cacheDir: string;

  constructor(dataDir: string) {
    this.photosDir = join(dataDir, 'photos');
    this.cacheDir = join(dataDir, 'cache', 'images');
  }

  /** The variant's bytes, or undefined when there is no such photo. */
  get(variant: VariantRequest): Promise<Buffer | undefined> {
    const cachePath = join(this.cacheDir, variant.size, `${variant.stem}.${variant.type}`);
    const running = this.inFlight.get(cachePath);
    if (running) return running;
    const work = this.load(variant, cachePath).finally(() => this.inFlight.delete(cachePath));
    this.inFlight.set(cachePath, work);
    return work;
  }

  private async load(variant: VariantRequest, cachePath: string): Promise<Buffer | undefined> {
    const source = await findSource(this.photosDir, variant.stem);
    if (!source) return undefined;
    const cachedAt = await fileTime(cachePath);
    if (cachedAt !== undefined && cachedAt >= source.mtime) return readFile(cachePath);
    const bytes = await render(source.path, variant);
    await mkdir(join(cachePath, '..'), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${cachePath}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, cachePath);
    return bytes;
  }
}
