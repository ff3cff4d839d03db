'use client';

import { useId, useState } from 'react';
import styles from './size-selector.module.css';

/** A size as the selector draws it; `availability` says where it is, in words (product-detail.tsx). */
export type SizeChoice = { id: number; name: string; soldOut: boolean; availability: string };

/** The selector's texts, translated on the server. */
export type SizeSelectorTexts = { chooseSize: string; addToCart: string; chooseSizeFirst: string; cartComing: string };

/**
 * The sizes as a radio group, each saying where it is available; "add to cart" waits for a chosen
 * size. The cart itself comes with the cart issue, so the button says that instead of pretending.
 */
export function SizeSelector({ sizes, texts }: { sizes: SizeChoice[]; texts: SizeSelectorTexts }) {
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
        <legend className={styles.legend}>{texts.chooseSize}</legend>
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
            <span className={styles.availability}>{size.availability}</span>
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
        {texts.addToCart}
      </button>
      <p id={hintId} className={styles.hint} role="status" data-testid="add-to-cart-hint">
        {chosen === null ? texts.chooseSizeFirst : tried ? texts.cartComing : ''}
      </p>
    </form>
  );
}
