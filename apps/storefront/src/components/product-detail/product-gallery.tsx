'use client';

import type { Photo } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ProductImage } from '@/components/product/product-image';
import styles from './product-gallery.module.css';
import { ProductLightbox } from './product-lightbox';

/**
 * The main photo and its thumbnails; a click (or Enter) on the main photo opens the lightbox at the
 * shown photo, and closing it returns focus to the main photo.
 */
export function ProductGallery({ photos, name }: { photos: Photo[]; name: string }) {
  const t = useTranslations('productDetail');
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const photo = photos[current] ?? photos[0];
  if (!photo) return null;
  const total = photos.length;

  return (
    <section className={styles.gallery} aria-label={t('gallery')} data-testid="product-gallery">
      <button
        ref={opener}
        type="button"
        className={styles.main}
        onClick={() => setOpen(true)}
        aria-label={t('openPhoto', { number: current + 1, total })}
        data-testid="gallery-main"
      >
        <ProductImage photo={photo} size="detail" alt={photo.title || name} priority className={styles.mainImage} />
      </button>
      {total > 1 && (
        <ul className={styles.thumbs}>
          {photos.map((thumb, index) => (
            <li key={thumb.path}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('showPhoto', { number: index + 1, total })}
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
        <ProductLightbox
          photos={photos}
          name={name}
          start={current}
          onClose={(last) => {
            setOpen(false);
            setCurrent(last);
            opener.current?.focus();
          }}
        />
      )}
    </section>
  );
}
