'use client';

import type { CartItem } from '@stride/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { fillText } from '@/components/common/slots';
import { failureMessages, useCartActions } from '@/lib/api/use-cart-actions';
import { AddedToCart, type AddedToCartTexts } from './added-to-cart';
import styles from './size-selector.module.css';

/**
 * A size as the selector draws it; `availability` says where it is, in words (product-detail.tsx).
 * Only pieces in the shipping warehouses can be ordered online (`orderable`); a size held only in
 * stores can be chosen, to read where, but not added.
 */
export type SizeChoice = { id: number; name: string; soldOut: boolean; orderable: boolean; availability: string };

/** The selector's texts, translated on the server. */
export type SizeSelectorTexts = {
  chooseSize: string;
  addToCart: string;
  adding: string;
  chooseSizeFirst: string;
  storeOnly: string;
  added: AddedToCartTexts;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'adding' }
  /** `add` counts the adds, so that each draws (and focuses) a new confirmation. */
  | { kind: 'added'; line: CartItem; add: number }
  /** The api's answer, translated (e.g. the size sold out meanwhile). */
  | { kind: 'refused'; message: string };

/**
 * The sizes as a radio group, each saying where it is available; "add to cart" waits for a chosen
 * size that can be ordered online. An add puts one piece of it into the cart; the answer (the whole
 * cart) updates the header count at once, and the confirmation shows the line with a link to the cart.
 */
export function SizeSelector({
  productId,
  sizes,
  texts,
}: {
  productId: number;
  sizes: SizeChoice[];
  texts: SizeSelectorTexts;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const cart = useCartActions();
  const name = useId();
  const hintId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const adds = useRef(0);
  const chosenSize = sizes.find((size) => size.id === chosen);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosenSize?.orderable || status.kind === 'adding') return;
    setStatus({ kind: 'adding' });
    try {
      const answer = await cart.add({ productId, sizeId: chosenSize.id, count: 1 });
      const line = answer.items.find((item) => item.size.id === chosenSize.id && item.product.id === productId);
      adds.current += 1;
      setStatus(line ? { kind: 'added', line, add: adds.current } : { kind: 'idle' });
    } catch (error) {
      const [first] = failureMessages(error);
      setStatus(first ? { kind: 'refused', message: first.message } : { kind: 'idle' });
    }
  }

  const hint =
    chosenSize === undefined
      ? texts.chooseSizeFirst
      : !chosenSize.orderable
        ? texts.storeOnly
        : status.kind === 'adding'
          ? texts.adding
          : status.kind === 'refused'
            ? status.message
            : '';

  return (
    <form className={styles.form} onSubmit={add} data-testid="size-selector">
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
                setStatus({ kind: 'idle' });
              }}
            />
            <span className={styles.sizeName}>{size.name}</span>
            <span className={styles.availability}>{size.availability}</span>
          </label>
        ))}
      </fieldset>
      <button
        ref={addButton}
        type="submit"
        className={`button button-volt ${styles.add}`}
        disabled={!chosenSize?.orderable}
        aria-describedby={hintId}
        aria-busy={status.kind === 'adding' || undefined}
        data-testid="add-to-cart"
      >
        {texts.addToCart}
      </button>
      <p
        id={hintId}
        className={styles.hint}
        data-refused={status.kind === 'refused' || undefined}
        role="status"
        data-testid="add-to-cart-hint"
      >
        {hint}
      </p>
      {status.kind === 'added' && (
        <AddedToCart
          key={status.add}
          line={status.line}
          texts={{ ...texts.added, inCartNow: fillText(texts.added.inCartNow, { count: status.line.count }) }}
          onClose={() => {
            setStatus({ kind: 'idle' });
            addButton.current?.focus();
          }}
        />
      )}
    </form>
  );
}
