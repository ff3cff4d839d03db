'use client';

import type { OrderSummary } from '@stride/contract';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './checkout.module.css';
import { GiftVoucherLineItem } from './gift-voucher-line-item';
import { orderSumRows, SumRows } from './sum-rows';

/**
 * An ordered order's blocks: how it is paid (`payment`, by the page: the thank-you page can start a
 * card payment again, the account's order cannot), what was ordered, where it goes, and its sums
 * beside them with the page's `action` under them. The thank-you page and the account's order show it.
 */
export function OrderBlocks({
  order,
  payment,
  action,
}: {
  order: OrderSummary;
  payment: ReactNode;
  action?: ReactNode;
}) {
  const t = useTranslations('checkout');
  const tSums = useTranslations('checkout.sums');
  const tVouchers = useTranslations('giftVoucherLines');
  return (
    <div className={styles.layout}>
      <div>
        <section className={styles.block} aria-labelledby="thank-you-payment" data-testid="thank-you-payment">
          <h2 id="thank-you-payment" className={styles.sectionTitle}>
            {t('thankYou.paymentTitle')}: {t(`payment.kinds.${order.paymentKind}`)}
          </h2>
          {payment}
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
            {order.giftVouchers.map((voucher, index) => (
              // An order's vouchers have no id of their own; their order is the order's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes on the page
              <GiftVoucherLineItem key={index} voucher={voucher} testId="thank-you-gift-voucher" />
            ))}
          </ul>
        </section>
        <section className={styles.block} aria-labelledby="thank-you-delivery" data-testid="thank-you-delivery">
          {order.delivery ? (
            <>
              <h2 id="thank-you-delivery" className={styles.sectionTitle}>
                {t('thankYou.deliveryTitle')}: {t(`delivery.kinds.${order.delivery.kind}`)}
              </h2>
              {order.delivery.place && <p className={styles.blockText}>{order.delivery.place}</p>}
            </>
          ) : (
            <>
              <h2 id="thank-you-delivery" className={styles.sectionTitle}>
                {t('thankYou.deliveryTitle')}
              </h2>
              <p className={styles.blockText}>{tVouchers('noDelivery')}</p>
            </>
          )}
        </section>
      </div>
      <section className={styles.aside} aria-labelledby="thank-you-sums" data-testid="thank-you-sums">
        <h2 id="thank-you-sums" className={styles.sectionTitle}>
          {tSums('title')}
        </h2>
        <SumRows rows={orderSumRows(order.sums, tSums)} />
        {action}
      </section>
    </div>
  );
}
