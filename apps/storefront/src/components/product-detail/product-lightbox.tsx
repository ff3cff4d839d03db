'use client';

import type { Photo } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ProductImage } from '@/components/product/product-image';
import styles from './product-gallery.module.css';

type LightboxProps = { photos: Photo[]; name: string; start: number; onClose: (current: number) => void };

/**
 * The photos full size in a modal dialog: the native <dialog> traps focus and closes on Escape;
 * the arrow keys and buttons move between photos. The caller returns focus to its opener.
 */
export function ProductLightbox({ photos, name, start, onClose }: LightboxProps) {
  const t = useTranslations('productDetail');
  const dialog = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(start);
  const total = photos.length;
  const photo = photos[current];

  useEffect(() => {
    const element = dialog.current;
    // No cleanup: unmounting removes the dialog from the top layer, and a close() here would fire
    // `close` (and onClose) again when React re-runs the effect in development.
    if (element && !element.open) element.showModal();
  }, []);

  const move = (step: number) => setCurrent((index) => (index + step + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={t('lightbox', { name })}
      onKeyDown={onKeyDown}
      onClose={() => onClose(current)}
      data-testid="lightbox"
    >
      <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
        {t('close')}
      </button>
      {photo && (
        <figure className={styles.figure}>
          <ProductImage photo={photo} size="detail" alt={photo.title || name} className={styles.lightboxImage} />
          <figcaption aria-live="polite" data-testid="lightbox-position">
            {t('photoOf', { number: current + 1, total })}
          </figcaption>
        </figure>
      )}
      {total > 1 && (
        <div className={styles.arrows}>
          <button type="button" onClick={() => move(-1)} aria-label={t('previous')}>
            ‹
          </button>
          <button type="button" onClick={() => move(1)} aria-label={t('next')}>
            ›
          </button>
        </div>
      )}
    </dialog>
  );
}
