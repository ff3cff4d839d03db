'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useCheckout } from '@/lib/api/use-checkout';
import { useShopNavigation } from '@/lib/hooks/use-shop-navigation';
import styles from './checkout.module.css';
import { CheckoutLoading } from './checkout-states';
import { CheckoutSteps } from './checkout-steps';
import { OrderPlacement } from './order-placement';
import { cartSumRows, SumRows } from './sum-rows';
import { SummaryContact, SummaryDelivery, SummaryLines, SummaryPayment } from './summary-blocks';

export type SummaryLinks = {
  cart: string;
  delivery: string;
  thankYou: string;
  withdrawal: string;
  terms: string | null;
};

/**
 * The order summary (issue 12 §2): every part of the order with its way back to change it, the sums
 * with VAT, what the buyer must know before ordering, and the order button. A checkout that lacks
 * anything an order needs (read fresh, not from a cached answer) sends the buyer back to the delivery
 * and payment page.
 */
export function SummaryScreen({ links }: { links: SummaryLinks }) {
  const t = useTranslations('checkout');
  const tSums = useTranslations('checkout.sums');
  const { data: checkout, error, isValidating } = useCheckout();
  const navigation = useShopNavigation();
  const incomplete = checkout !== undefined && !checkout.complete && !isValidating;

  useEffect(() => {
    if (incomplete) navigation.replace(links.delivery);
  }, [incomplete, navigation, links.delivery]);

  if (!checkout) return <CheckoutLoading failed={Boolean(error)} />;
  if (!checkout.complete) {
    return (
      <div className={`container ${styles.loading}`} data-testid="summary-incomplete">
        <p role="status">{t('summary.incomplete')}</p>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`} data-testid="summary-page">
      <CheckoutSteps current="summary" links={links} />
      <h1 className={`display ${styles.title}`}>{t('summary.title')}</h1>
      <div className={styles.layout}>
        <div>
          <SummaryLines checkout={checkout} links={links} />
          <SummaryDelivery checkout={checkout} links={links} />
          <SummaryPayment checkout={checkout} links={links} />
          {checkout.contact && <SummaryContact contact={checkout.contact} links={links} />}
        </div>
        <div>
          <section className={styles.aside} aria-labelledby="summary-sums-title" data-testid="summary-sums">
            <h2 id="summary-sums-title" className={styles.sectionTitle}>
              {tSums('title')}
            </h2>
            <SumRows rows={cartSumRows(checkout.cart, tSums)} />
          </section>
          <OrderPlacement links={links} cartToken={checkout.cart.accessToken ?? ''} />
        </div>
      </div>
    </div>
  );
}
