'use client';

import type { CartSums } from '@stride/contract';
import { useTranslations } from 'next-intl';
import styles from './cart.module.css';

/**
 * How far the cart is from free delivery: the amount still missing (the api's, measured on goods after
 * their discounts) and a bar; or that delivery is free.
 */
export function FreeDeliveryProgress({ sums, freeShippingFrom }: { sums: CartSums; freeShippingFrom: number }) {
  const t = useTranslations('cart');
  const missing = sums.missingForFreeDelivery.amount;
  const reached = freeShippingFrom - Math.min(missing, freeShippingFrom);
  return (
    <div className={styles.freeDelivery} data-testid="free-delivery" data-reached={missing === 0}>
      <p className={styles.freeDeliveryText}>
        {missing === 0
          ? t('freeDeliveryReached')
          : t('freeDeliveryMissing', { amount: sums.missingForFreeDelivery.formatted })}
      </p>
      {freeShippingFrom > 0 && (
        <progress
          className={styles.freeDeliveryBar}
          max={freeShippingFrom}
          value={reached}
          aria-label={t('freeDeliveryProgress')}
        />
      )}
    </div>
  );
}
