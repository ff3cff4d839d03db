'use client';

import type { Cart } from '@stride/contract';
import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';
import { cartSumRows, SumRows } from './sum-rows';

/** The order beside the delivery form: its lines and its sums with the delivery and payment chosen so far. */
export function CheckoutAside({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout.sums');
  const tSummary = useTranslations('checkout.summary');
  const tVouchers = useTranslations('giftVoucherLines');
  return (
    <aside className={styles.aside} aria-labelledby="checkout-aside-title" data-testid="checkout-aside">
      <h2 id="checkout-aside-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <ul className={styles.asideLines}>
        {cart.items
          .filter((item) => item.charged)
          .map((item) => (
            <li key={item.id}>
              <span>
                {item.product.name}, {tSummary('size', { size: item.size.name })} ×&nbsp;{item.count}
              </span>
              <span>{item.lineFullPriceData.priceFormatted}</span>
            </li>
          ))}
        {cart.giftVouchers.map((voucher) => (
          <li key={`gift-voucher-${voucher.id}`} data-testid="checkout-aside-gift-voucher">
            <span>{tVouchers('title', { value: voucher.value.formatted })}</span>
            <span>{voucher.value.formatted}</span>
          </li>
        ))}
      </ul>
      <SumRows rows={cartSumRows(cart, t)} />
    </aside>
  );
}
