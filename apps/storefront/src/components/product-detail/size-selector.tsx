'use client';

import type { ProductDetailSize } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './size-selector.module.css';

/** What a size offers: pieces online, pieces only in (these) stores, or nothing. */
function useAvailabilityText() {
  const t = useTranslations('productDetail');
  return (size: ProductDetailSize) => {
    if (size.online > 0) return t('sizeOnline');
    if (size.stores.length > 0) return t('sizeInStores', { stores: size.stores.map((store) => store.name).join(', ') });
    return t('sizeSoldOut');
  };
}

/**
 * The sizes as a radio group, each saying where it is available; "add to cart" waits for a chosen
 * size. The cart itself comes with the cart issue, so the button says that instead of pretending.
 */
export function SizeSelector({ sizes }: { sizes: ProductDetailSize[] }) {
  const t = useTranslations('productDetail');
  const availability = useAvailabilityText();
  const [chosen, setChosen] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const name = useId();
  const hintId = useId();

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
      }}
      data-testid="size-selector"
    >
      <fieldset className={styles.sizes}>
        <legend className={styles.legend}>{t('chooseSize')}</legend>
        {sizes.map((size) => (
          <label key={size.id} className={styles.size} data-sold-out={size.soldOut || undefined}>
            <input
              type="radio"
              name={name}
              value={size.id}
              checked={chosen === size.id}
              disabled={size.soldOut}
              onChange={() => {
                setChosen(size.id);
                setTried(false);
              }}
            />
            <span className={styles.sizeName}>{size.name}</span>
            <span className={styles.availability}>{availability(size)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        className={`button button-volt ${styles.add}`}
        disabled={chosen === null}
        aria-describedby={hintId}
        data-testid="add-to-cart"
      >
        {t('addToCart')}
      </button>
      <p id={hintId} className={styles.hint} role="status" data-testid="add-to-cart-hint">
        {chosen === null ? t('chooseSizeFirst') : tried ? t('cartComing') : ''}
      </p>
    </form>
  );
}
