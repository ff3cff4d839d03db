'use client';

import { formatDate, type Locale } from '@stride/i18n';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ShopLink } from '@/components/common/shop-link';
import { fillPath } from '@/components/common/slots';
import { ACCOUNT_PATHS, readAccountOrders } from '@/lib/api/account-api';
import styles from './account.module.css';
import { AccountFrame } from './account-frame';
import type { AccountLinks } from './account-links';
import { useLoggedOutRecheck } from './use-logged-out-recheck';

/** The account's orders page (`/ucet/objednavky`): every order, newest first, each leading to its detail. */
export function OrdersScreen({ links }: { links: AccountLinks }) {
  const t = useTranslations('account.orders');
  return (
    <AccountFrame links={links} current="orders" title={t('title')}>
      {() => <OrderList links={links} />}
    </AccountFrame>
  );
}

function OrderList({ links }: { links: AccountLinks }) {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  const { data, error } = useSWR(ACCOUNT_PATHS.orders, readAccountOrders);
  useLoggedOutRecheck(error);

  if (!data) {
    return (
      <p className={styles.status} role="status" aria-busy={!error} data-testid="orders-loading">
        {error ? t('loadFailed') : t('loading')}
      </p>
    );
  }
  if (data.orders.length === 0) {
    return (
      <div data-testid="orders-empty">
        <p>{t('orders.empty')}</p>
        <ShopLink href={links.home} className="button button-dark">
          {t('orders.emptyAction')}
        </ShopLink>
      </div>
    );
  }
  return (
    <table className={styles.orders} data-testid="orders-list">
      <caption className="visually-hidden">{t('orders.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.number')}</th>
          <th scope="col">{t('orders.date')}</th>
          <th scope="col">{t('orders.status')}</th>
          <th scope="col" className={styles.amount}>
            {t('orders.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {data.orders.map((order) => (
          <tr key={order.id} data-testid="orders-row">
            <th scope="row">
              <ShopLink
                href={fillPath(links.order, { id: String(order.id) })}
                aria-label={t('orders.detailLabel', { number: order.orderNumber })}
              >
                {order.orderNumber}
              </ShopLink>
            </th>
            <td>{formatDate(order.createdAt, locale)}</td>
            <td data-status={order.status}>{t(`orders.statuses.${order.status}`)}</td>
            <td className={styles.amount}>
              {order.total.formatted}
              <br />
              <small>{t('orders.items', { count: order.itemCount })}</small>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
