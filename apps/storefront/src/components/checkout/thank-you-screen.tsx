'use client';

import { type OrderSummary, OrderTokenParamsSchema } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { ShopLink } from '@/components/common/shop-link';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { orderSummaryPath, readOrderSummary } from '@/lib/api/checkout-api';
import styles from './checkout.module.css';
import { CheckoutLoading } from './checkout-states';
import { CheckoutSteps } from './checkout-steps';
import { PaymentInstructions } from './payment-instructions';
import { orderSumRows, SumRows } from './sum-rows';

export type ThankYouLinks = { home: string; cart: string; delivery: string };

/**
 * The thank-you page (issue 12 §3), found by the token only the buyer's link holds: the order number,
 * what was ordered, the sums, and how to pay now. A token the api does not know (or that cannot be
 * one) is spec §8's "order does not exist".
 */
export function ThankYouScreen({ token, links }: { token: string; links: ThankYouLinks }) {
  const wellFormed = OrderTokenParamsSchema.safeParse({ token }).success;
  const { data: order, error } = useSWR(wellFormed ? orderSummaryPath(token) : null, readOrderSummary);
  // The moment the order was read: the card's deadline is compared with it, the same in every render.
  const [now] = useState(() => Date.now());

  if (!wellFormed || (error instanceof BrowserApiError && error.status === 404)) return <OrderNotFound links={links} />;
  if (!order) return <CheckoutLoading failed={Boolean(error)} />;
  return <OrderThanks order={order} token={token} now={now} links={links} />;
}

function OrderNotFound({ links }: { links: ThankYouLinks }) {
  const t = useTranslations('checkout.thankYou');
  return (
    <div className={`container ${styles.page}`} data-testid="order-not-found">
      <h1 className={`display ${styles.title}`}>{t('notFoundTitle')}</h1>
      <p className={styles.lead}>{t('notFoundText')}</p>
      <ShopLink href={links.home} className="button button-dark">
        {t('home')}
      </ShopLink>
    </div>
  );
}

function OrderThanks({
  order,
  token,
  now,
  links,
}: {
  order: OrderSummary;
  token: string;
  now: number;
  links: ThankYouLinks;
}) {
  const t = useTranslations('checkout');
  const tSums = useTranslations('checkout.sums');
  return (
    <div className={`container ${styles.page}`} data-testid="thank-you-page">
      <CheckoutSteps current="done" links={links} />
      <h1 className={`display ${styles.title}`}>{t('thankYou.title')}</h1>
      <p className={styles.orderNumber}>
        {t('thankYou.number')}: <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      <p className={styles.lead}>{t('thankYou.lead', { email: order.email })}</p>
      <div className={styles.layout}>
        <div>
          <section className={styles.block} aria-labelledby="thank-you-payment" data-testid="thank-you-payment">
            <h2 id="thank-you-payment" className={styles.sectionTitle}>
              {t('thankYou.paymentTitle')}: {t(`payment.kinds.${order.paymentKind}`)}
            </h2>
            <PaymentInstructions payment={order.payment} token={token} now={now} />
          </section>
          <section className={styles.block} aria-labelledby="thank-you-items">
            <h2 id="thank-you-items" className={styles.sectionTitle}>
              {t('thankYou.items')}
            </h2>
            <ul className={styles.lines}>
              {order.items.map((item) => (
                <li key={`${item.name}-${item.size}`} className={styles.line} data-testid="thank-you-line">
                  <span className={styles.lineName}>{item.name}</span>
                  <span className={styles.lineMeta}>
                    {t('summary.size', { size: item.size })} · {t('summary.count', { count: item.count })}
                  </span>
                  <span className={styles.linePrice}>{item.totalPrice.formatted}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.block} aria-labelledby="thank-you-delivery" data-testid="thank-you-delivery">
            <h2 id="thank-you-delivery" className={styles.sectionTitle}>
              {t('thankYou.deliveryTitle')}: {t(`delivery.kinds.${order.delivery.kind}`)}
            </h2>
            {order.delivery.place && <p className={styles.blockText}>{order.delivery.place}</p>}
          </section>
        </div>
        <section className={styles.aside} aria-labelledby="thank-you-sums" data-testid="thank-you-sums">
          <h2 id="thank-you-sums" className={styles.sectionTitle}>
            {tSums('title')}
          </h2>
          <SumRows rows={orderSumRows(order.sums, tSums)} />
          <ShopLink href={links.home} className={`button button-dark ${styles.primary} ${styles.afterSums}`}>
            {t('thankYou.continueShopping')}
          </ShopLink>
        </section>
      </div>
    </div>
  );
}
