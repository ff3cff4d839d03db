'use client';

import type { Cart } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { ShopLink } from '@/components/common/shop-link';
import styles from './cart.module.css';
import type { CartLinks } from './cart-content';

/**
 * What the cart costs, as @stride/rules' priceCart computed it on the api: goods, each discount
 * (a member's credits among them), the gift vouchers bought (no VAT), delivery (or free), the VAT by rate, the totals without and
 * with VAT, what a voucher pays, and what is left to pay. Lines show prices as the shop type does (spec §4); the sums are what is paid, so
 * they read with VAT, the total also without. A cart with nothing to charge has no way on.
 */
export function CartSummary({ cart, links }: { cart: Cart; links: CartLinks }) {
  const t = useTranslations('cart');
  const { sums, voucher } = cart;
  const deliveryFree = sums.delivery.amount === 0;
  const voucherPaid = voucher && !voucher.refusal && voucher.paid.amount > 0 ? voucher.paid : null;

  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className={styles.sectionTitle}>
        {t('summary')}
      </h2>
      <dl className={styles.sums}>
        <Row label={t('goods')} value={sums.goods.priceFormatted} testId="sum-goods" />
        {sums.isicDiscount.amount > 0 && (
          <Row label={t('isicDiscount')} value={`−${sums.isicDiscount.formatted}`} testId="sum-isic" saving />
        )}
        {sums.couponDiscount.amount > 0 && (
          <Row label={t('couponDiscount')} value={`−${sums.couponDiscount.formatted}`} testId="sum-coupon" saving />
        )}
        {sums.creditsDiscount.amount > 0 && (
          <Row label={t('creditsDiscount')} value={`−${sums.creditsDiscount.formatted}`} testId="sum-credits" saving />
        )}
        {sums.giftVouchers.amount > 0 && (
          <Row label={t('giftVouchers')} value={sums.giftVouchers.formatted} testId="sum-gift-vouchers" />
        )}
        <Row
          label={deliveryFree ? t('deliveryFree') : t('delivery')}
          value={deliveryFree ? t('free') : sums.delivery.formatted}
          testId="sum-delivery"
        />
        {sums.vat.map((row) => (
          <Row
            key={row.ratePercent}
            label={t('vatRow', { rate: row.ratePercent, net: row.net.formatted })}
            value={row.vat.formatted}
            testId="sum-vat"
            minor
          />
        ))}
        <Row label={t('totalWithoutVat')} value={sums.total.priceWithoutVatFormatted} testId="sum-total-net" minor />
        <Row label={t('total')} value={sums.total.priceFormatted} testId="sum-total" strong />
        {voucherPaid && (
          <>
            <Row label={t('voucherPaid')} value={`−${voucherPaid.formatted}`} testId="sum-voucher" saving />
            <Row label={t('toPay')} value={sums.toPay.formatted} testId="sum-to-pay" strong />
          </>
        )}
      </dl>
      {(cart.items.some((item) => item.charged) || cart.giftVouchers.length > 0) && (
        <ShopLink href={links.checkout} className={`button button-volt ${styles.continue}`} data-testid="cart-continue">
          {t('continue')}
        </ShopLink>
      )}
      <ShopLink href={links.shop} className={styles.keepShopping}>
        {t('continueShopping')}
      </ShopLink>
    </aside>
  );
}

function Row({
  label,
  value,
  testId,
  saving = false,
  strong = false,
  minor = false,
}: {
  label: string;
  value: string;
  testId: string;
  saving?: boolean;
  strong?: boolean;
  minor?: boolean;
}) {
  return (
    <div
      className={styles.sumRow}
      data-saving={saving || undefined}
      data-strong={strong || undefined}
      data-minor={minor || undefined}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
