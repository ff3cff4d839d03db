'use client';

import type { CartItemAdd } from '@stride/contract';
import { useState } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { failureMessages, useCartActions } from '@/lib/api/use-cart-actions';
import styles from './nutrition.module.css';

export type AddPlanTexts = { addAll: string; adding: string; added: string; toCart: string; failed: string };

/**
 * The plan's one button: every product of it into the cart in one request (one transaction: all of
 * them or none, stock checked as for a single add). The answer is the whole cart, put into the shared
 * cart the header's count reads, as a product page's add does.
 */
export function AddPlanToCart({
  items,
  texts,
  cartHref,
}: {
  items: readonly CartItemAdd[];
  texts: AddPlanTexts;
  cartHref: string;
}) {
  const { addAll } = useCartActions();
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  const [error, setError] = useState('');

  const add = async () => {
    setState('busy');
    setError('');
    try {
      await addAll(items);
      setState('added');
    } catch (failure) {
      const messages = failureMessages(failure);
      setError(messages.length > 0 ? messages.map((m) => m.message).join(' ') : texts.failed);
      setState('idle');
    }
  };

  return (
    <div className={styles.addAll}>
      <button
        type="button"
        className="button button-volt"
        onClick={add}
        disabled={state === 'busy'}
        aria-busy={state === 'busy' || undefined}
        data-testid="nutrition-add-all"
      >
        {state === 'busy' ? texts.adding : texts.addAll}
      </button>
      <div role="status">
        {state === 'added' && (
          <p className={styles.added} data-testid="nutrition-added">
            {texts.added} <ShopLink href={cartHref}>{texts.toCart}</ShopLink>
          </p>
        )}
      </div>
      <div role="alert">
        {error && (
          <p className={styles.error} data-testid="nutrition-add-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
