'use client';

import type { Photo } from '@stride/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { fillText } from '@/components/common/slots';
import { ProductImage } from '@/components/product/product-image';
import styles from './product-gallery.module.css';

/** The lightbox's texts, translated on the server (`{number}` is filled here). */
export type LightboxTexts = { label: string; close: string; photoOf: string; previous: string; next: string };

type LightboxProps = {
  photos: Photo[];
  name: string;
  start: number;
  texts: LightboxTexts;
  onClose: (current: number) => void;
};

/**
 * The photos full size in a modal dialog: the native <dialog> traps focus and closes on Escape;
 * the arrow keys and buttons move between photos. The caller returns focus to its opener.
 */
export default function ProductLightbox({ photos, name, start, texts, onClose }: LightboxProps) {
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
      aria-label={texts.label}
      onKeyDown={onKeyDown}
      onClose={() => onClose(current)}
      data-testid="lightbox"
    >
      <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
        {texts.close}
      </button>
      {photo && (
        <figure className={styles.figure}>
          <ProductImage photo={photo} size="detail" alt={photo.title || name} className={styles.lightboxImage} />
          <figcaption aria-live="polite" data-testid="lightbox-position">
            {fillText(texts.photoOf, { number: current + 1 })}
          </figcaption>
        </figure>
      )}
      {total > 1 && (
        <div className={styles.arrows}>
          <button type="button" onClick={() => move(-1)} aria-label={texts.previous}>
            ‹
          </button>
          <button type="button" onClick={() => move(1)} aria-label={texts.next}>
            ›
          </button>
        </div>
      )}
    </dialog>
  );
}
