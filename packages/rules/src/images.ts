/**
 * Image variants the storefront uses (spec §2, §9). The image endpoint accepts only these sizes, so
 * it cannot be used to resize anything to anything.
 */
export const IMAGE_SIZES = {
  thumb: { width: 78, height: 59 },
  thumb2x: { width: 156, height: 118 },
  card: { width: 326, height: 244 },
  card2x: { width: 652, height: 488 },
  detail: { width: 800, height: 600 },
  detail2x: { width: 1600, height: 1200 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export type ImageType = 'webp' | 'jpg';

/**
 * URL of a photo variant: `/api/images/{size}/{path}.{type}?v={updateTime}`. The path is the photo's
 * stored path without its extension; updateTime busts caches when the photo changes.
 */
export function imageUrl(
  photo: { path: string; updateTime: number },
  size: ImageSize,
  type: ImageType = 'webp',
): string {
  const stem = photo.path.replace(/\.[a-z0-9]+$/i, '');
  return `/api/images/${size}/${stem}.${type}?v=${photo.updateTime}`;
}
