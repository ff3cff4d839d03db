'use client';

import type { Cart, OrderSummary } from '@stride/contract';
import type { useTranslations } from 'next-intl';
import styles from './checkout.module.css';

/** One line of the sums: a label, the amount as the shop writes it, and how it reads. */
export type SumRow = {
  label: string;
  value: string;
  testId: string;
  saving?: boolean;
  strong?: boolean;
  minor?: boolean;
};

type SumTexts = ReturnType<typeof useTranslations<'checkout.sums'>>;

/**
 * What the cart costs with the chosen delivery and payment (priceCart's sums, as the api priced them),
 * and what a gift voucher pays of it.
 */
export function cartSumRows(cart: Cart, t: SumTexts): SumRow[] {
  const { sums, voucher } = cart;
  const voucherPaid = voucher && !voucher.refusal && voucher.paid.amount > 0 ? voucher.paid : null;
  return [
    { label: t('goods'), value: sums.goods.priceFormatted, testId: 'sum-goods' },
    ...(sums.isicDiscount.amount > 0
      ? [{ label: t('isicDiscount'), value: `−${sums.isicDiscount.formatted}`, testId: 'sum-isic', saving: true }]
      : []),
    ...(sums.couponDiscount.amount > 0
      ? [{ label: t('couponDiscount'), value: `−${sums.couponDiscount.formatted}`, testId: 'sum-coupon', saving: true }]
      : []),
    {
      label: t('delivery'),
      value: sums.delivery.amount === 0 ? t('free') : sums.delivery.formatted,
      testId: 'sum-delivery',
    },
    ...(sums.paymentFee.amount > 0
      ? [{ label: t('paymentFee'), value: sums.paymentFee.formatted, testId: 'sum-payment-fee' }]
      : []),
    ...sums.vat.map((row) => ({
      label: t('vatRow', { rate: row.ratePercent, net: row.net.formatted }),
      value: row.vat.formatted,
      testId: 'sum-vat',
      minor: true,
    })),
    { label: t('totalWithoutVat'), value: sums.total.priceWithoutVatFormatted, testId: 'sum-total-net', minor: true },
    { label: t('total'), value: sums.total.priceFormatted, testId: 'sum-total', strong: true },
    ...(voucherPaid
      ? [
          { label: t('voucherPaid'), value: `−${voucherPaid.formatted}`, testId: 'sum-voucher', saving: true },
          { label: t('toPay'), value: sums.toPay.formatted, testId: 'sum-to-pay', strong: true },
        ]
      : []),
  ];
}

/** An ordered order's sums, as the thank-you page shows them. */
export function orderSumRows(sums: OrderSummary['sums'], t: SumTexts): SumRow[] {
  return [
    { label: t('goods'), value: sums.goods.formatted, testId: 'sum-goods' },
    ...(sums.discounts.amount > 0
      ? [{ label: t('discounts'), value: `−${sums.discounts.formatted}`, testId: 'sum-discounts', saving: true }]
      : []),
    {
      label: t('delivery'),
      value: sums.delivery.amount === 0 ? t('free') : sums.delivery.formatted,
      testId: 'sum-delivery',
    },
    ...(sums.paymentFee.amount > 0
      ? [{ label: t('paymentFee'), value: sums.paymentFee.formatted, testId: 'sum-payment-fee' }]
      : []),
    ...sums.vat.map((row) => ({
      label: t('vatRow', { rate: row.ratePercent, net: row.net.formatted }),
      value: row.vat.formatted,
      testId: 'sum-vat',
      minor: true,
    })),
    { label: t('total'), value: sums.total.formatted, testId: 'sum-total', strong: true },
    ...(sums.voucherPaid.amount > 0
      ? [
          { label: t('voucherPaid'), value: `−${sums.voucherPaid.formatted}`, testId: 'sum-voucher', saving: true },
          { label: t('toPay'), value: sums.toPay.formatted, testId: 'sum-to-pay', strong: true },
        ]
      : []),
  ];
}

export function SumRows({ rows }: { rows: readonly SumRow[] }) {
  return (
    <dl className={styles.sums}>
      {rows.map((row) => (
        <div
          // VAT rows share a test id; their labels name their rates.
          key={`${row.testId} ${row.label}`}
          className={styles.sumRow}
          data-saving={row.saving || undefined}
          data-strong={row.strong || undefined}
          data-minor={row.minor || undefined}
          data-testid={row.testId}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
