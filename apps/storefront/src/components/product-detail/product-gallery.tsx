'use client';

import type { Photo } from '@stride/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { fillText } from '@/components/common/slots';
import { ProductImage } from '@/components/product/product-image';
import styles from './product-gallery.module.css';
import type { LightboxTexts } from './product-lightbox';

/** The gallery's texts, translated on the server (`{number}` is filled here). */
export type GalleryTexts = { gallery: string; openPhoto: string; showPhoto: string; lightbox: LightboxTexts };

// The lightbox comes in a chunk of its own when it first opens: the page's first JavaScript is the gallery.
const ProductLightbox = lazy(() => import('./product-lightbox'));

/**
 * The main photo and its thumbnails; a click (or Enter) on the main photo opens the lightbox at the
 * shown photo, and closing it returns focus to the main photo.
 */
export function ProductGallery({ photos, name, texts }: { photos: Photo[]; name: string; texts: GalleryTexts }) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const photo = photos[current] ?? photos[0];
  if (!photo) return null;
  const total = photos.length;

  return (
    <section className={styles.gallery} aria-label={texts.gallery} data-testid="product-gallery">
      <button
        ref={opener}
        type="button"
        className={styles.main}
        onClick={() => setOpen(true)}
        aria-label={fillText(texts.openPhoto, { number: current + 1 })}
        data-testid="gallery-main"
      >
        <ProductImage
          photo={photo}
          size="detail"
          alt={photo.title || name}
          priority
          // product-detail.module.css: the page's width on a phone, the wider of two columns beside it.
          sizes="(max-width: 820px) 100vw, 640px"
          className={styles.mainImage}
        />
      </button>
      {total > 1 && (
        <ul className={styles.thumbs}>
          {photos.map((thumb, index) => (
            <li key={thumb.path}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={fillText(texts.showPhoto, { number: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
                data-testid="gallery-thumb"
              >
                <ProductImage photo={thumb} size="thumb" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense>
          <ProductLightbox
            photos={photos}
            name={name}
            start={current}
            texts={texts.lightbox}
            onClose={(last) => {
              setOpen(false);
              setCurrent(last);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
