'use client';

import { type OrderSummary, OrderTokenParamsSchema } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import form from '@/components/common/form.module.css';
import { ShopLink } from '@/components/common/shop-link';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { orderSummaryPath, readOrderSummary } from '@/lib/api/checkout-api';
import styles from './checkout.module.css';
import { CheckoutLoading } from './checkout-states';
import { CheckoutSteps } from './checkout-steps';
import { OrderBlocks } from './order-blocks';
import { PaymentInstructions } from './payment-instructions';

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
  return (
    <div className={`container ${styles.page}`} data-testid="thank-you-page">
      <CheckoutSteps current="done" links={links} />
      <h1 className={`display ${styles.title}`}>{t('thankYou.title')}</h1>
      <p className={styles.orderNumber}>
        {t('thankYou.number')}: <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      <p className={styles.lead}>{t('thankYou.lead', { email: order.email })}</p>
      <OrderBlocks
        order={order}
        payment={<PaymentInstructions payment={order.payment} token={token} now={now} />}
        action={
          <ShopLink href={links.home} className={`button button-dark ${form.primary} ${styles.afterSums}`}>
            {t('thankYou.continueShopping')}
          </ShopLink>
        }
      />
    </div>
  );
}
