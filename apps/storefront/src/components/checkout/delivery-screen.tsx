'use client';

import { useTranslations } from 'next-intl';
import { useCheckout } from '@/lib/api/use-checkout';
import styles from './checkout.module.css';
import { CheckoutAside } from './checkout-aside';
import { CheckoutEmpty, CheckoutLoading } from './checkout-states';
import { CheckoutSteps } from './checkout-steps';
import { DeliveryForm } from './delivery-form';

export type DeliveryScreenLinks = { cart: string; delivery: string; summary: string; terms: string | null };

/**
 * The delivery and payment page's body. The checkout is the visitor's own, so it is read in the
 * browser (decision 0008); until it arrives the page says it is loading, and a cart with nothing in it
 * has nothing to deliver.
 */
export function DeliveryScreen({ links, freeShippingFrom }: { links: DeliveryScreenLinks; freeShippingFrom: string }) {
  const t = useTranslations('checkout');
  const { data: checkout, error } = useCheckout();

  if (!checkout) return <CheckoutLoading failed={Boolean(error)} />;
  if (checkout.cart.items.length === 0 && checkout.cart.giftVouchers.length === 0)
    return <CheckoutEmpty cartHref={links.cart} />;

  return (
    <div className={`container ${styles.page}`} data-testid="delivery-page">
      <CheckoutSteps current="delivery" links={links} />
      <h1 className={`display ${styles.title}`}>{t('delivery.title')}</h1>
      <div className={styles.layout}>
        <DeliveryForm checkout={checkout} links={links} freeShippingFrom={freeShippingFrom} />
        <CheckoutAside cart={checkout.cart} />
      </div>
    </div>
  );
}
