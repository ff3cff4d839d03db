'use client';

import { AccountOrderParamsSchema } from '@stride/contract';
import { formatDate, type Locale } from '@stride/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { OrderBlocks } from '@/components/checkout/order-blocks';
import { PaymentInstructions } from '@/components/checkout/payment-instructions';
import { ShopLink } from '@/components/common/shop-link';
import { accountOrderPath, readAccountOrder } from '@/lib/api/account-api';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import styles from './account.module.css';
import { AccountFrame } from './account-frame';
import type { AccountLinks } from './account-links';
import { useLoggedOutRecheck } from './use-logged-out-recheck';

/**
 * One of the account's orders (`/ucet/objednavky/{id}`), as the thank-you page shows it. An id that
 * is no order of this account is "not found" (the api's 404 says the same for someone else's).
 */
export function OrderDetailScreen({ links, id }: { links: AccountLinks; id: string }) {
  const t = useTranslations('account.orders');
  return (
    <AccountFrame links={links} current="orders" title={t('title')}>
      {() => <OrderDetail links={links} id={id} />}
    </AccountFrame>
  );
}

function OrderDetail({ links, id }: { links: AccountLinks; id: string }) {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  const wellFormed = AccountOrderParamsSchema.safeParse({ id }).success && /^\d+$/.test(id);
  const { data: order, error } = useSWR(wellFormed ? accountOrderPath(id) : null, readAccountOrder);
  // When the order was read: a card payment's deadline is compared with it, the same in every render.
  const [now] = useState(() => Date.now());
  useLoggedOutRecheck(error);

  const back = (
    <p className={styles.links}>
      <ShopLink href={links.orders}>{t('order.back')}</ShopLink>
    </p>
  );
  if (!wellFormed || (error instanceof BrowserApiError && error.status === 404)) {
    return (
      <div data-testid="order-not-found">
        <h2 className={styles.sectionTitle}>{t('order.notFoundTitle')}</h2>
        {error instanceof BrowserApiError && error.messages[0] && <p>{error.messages[0].message}</p>}
        {back}
      </div>
    );
  }
  if (!order) {
    return (
      <p className={styles.status} role="status" aria-busy={!error}>
        {error ? t('loadFailed') : t('loading')}
      </p>
    );
  }
  return (
    <div data-testid="account-order">
      <h2 className={styles.sectionTitle}>{t('order.title', { number: order.orderNumber })}</h2>
      <p className={styles.orderMeta} data-testid="order-meta">
        {t('order.placed', { date: formatDate(order.createdAt, locale) })} ·{' '}
        {t('order.status', { status: t(`orders.statuses.${order.status}`) })}
      </p>
      <OrderBlocks order={order} payment={<PaymentInstructions payment={order.payment} token={null} now={now} />} />
      {back}
    </div>
  );
}
