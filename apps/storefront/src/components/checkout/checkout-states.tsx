'use client';

import { useTranslations } from 'next-intl';
import { ShopLink } from '@/components/common/shop-link';
import styles from './checkout.module.css';

/** Until the visitor's checkout arrives; if it cannot be read, the page says so (spec §8). */
export function CheckoutLoading({ failed }: { failed: boolean }) {
  const t = useTranslations('checkout');
  return (
    <div className={`container ${styles.loading}`} aria-busy={!failed} data-testid="checkout-loading">
      <p role="status">{failed ? t('loadFailed') : t('loading')}</p>
    </div>
  );
}

/** A checkout without goods: nothing to order, the way back to the cart. */
export function CheckoutEmpty({ cartHref }: { cartHref: string }) {
  const t = useTranslations('checkout.empty');
  return (
    <div className={`container ${styles.page}`} data-testid="checkout-empty">
      <h1 className={`display ${styles.title}`}>{t('title')}</h1>
      <p className={styles.lead}>{t('text')}</p>
      <ShopLink href={cartHref} className="button button-dark">
        {t('action')}
      </ShopLink>
    </div>
  );
}
