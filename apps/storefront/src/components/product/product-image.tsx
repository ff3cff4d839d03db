import type { Photo } from '@stride/contract';
import { IMAGE_SIZES, imageUrl } from '@stride/rules/browser';

type ProductImageProps = {
  photo: Pick<Photo, 'path' | 'updateTime'>;
  /** The variant; its @2x sibling is offered to dense screens. */
  size: 'thumb' | 'card' | 'detail';
  alt: string;
  className?: string;
  /** Eager for the first images of a page, lazy below the fold. */
  priority?: boolean;
  /**
   * How wide the image is drawn (the `sizes` attribute), for a large image whose width follows the
   * screen: the browser then picks the variant by the pixels it needs, so a phone's ~380 px hero
   * takes the 800 px variant (~5 KB), not the @2x one a density descriptor would choose (~13 KB).
   */
  sizes?: string;
};

/** A resized webp photo from the api's image endpoint, with its @2x variant and fixed dimensions. */
export function ProductImage({ photo, size, alt, className, priority = false, sizes }: ProductImageProps) {
  const { width, height } = IMAGE_SIZES[size];
  const src = imageUrl(photo, size);
  const large = imageUrl(photo, `${size}2x`);
  const candidates = sizes
    ? `${src} ${width}w, ${large} ${IMAGE_SIZES[`${size}2x`].width}w`
    : priority
      ? `${src} 1x, ${large} 2x`
      : `${large} 2x`;
  return (
    // biome-ignore lint/performance/noImgElement: the api serves fixed, pre-resized variants; next/image would resize again
    <img
      className={className}
      src={src}
      // A srcset without a 1x candidate takes `src` as its 1x (HTML spec), so the page need not repeat
      // it; a first image names it anyway, for the preload React writes for it, which has no `src`.
      srcSet={candidates}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
