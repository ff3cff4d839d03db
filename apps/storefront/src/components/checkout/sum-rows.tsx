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

type MoneyText = { amount: number; formatted: string };
type VatRowText = { ratePercent: number; net: MoneyText; vat: MoneyText };

/** Delivery (or "free"), the payment's fee when there is one, and the VAT of each rate: the cart's and the order's alike. */
function chargeRows(delivery: MoneyText, paymentFee: MoneyText, vat: readonly VatRowText[], t: SumTexts): SumRow[] {
  return [
    { label: t('delivery'), value: delivery.amount === 0 ? t('free') : delivery.formatted, testId: 'sum-delivery' },
    ...(paymentFee.amount > 0
      ? [{ label: t('paymentFee'), value: paymentFee.formatted, testId: 'sum-payment-fee' }]
      : []),
    ...vat.map((row) => ({
      label: t('vatRow', { rate: row.ratePercent, net: row.net.formatted }),
      value: row.vat.formatted,
      testId: 'sum-vat',
      minor: true,
    })),
  ];
}

/** What a gift voucher paid of the total and what is left to pay, when it paid anything. */
function voucherRows(voucherPaid: MoneyText | null, toPay: MoneyText, t: SumTexts): SumRow[] {
  if (!voucherPaid || voucherPaid.amount <= 0) return [];
  return [
    { label: t('voucherPaid'), value: `−${voucherPaid.formatted}`, testId: 'sum-voucher', saving: true },
    { label: t('toPay'), value: toPay.formatted, testId: 'sum-to-pay', strong: true },
  ];
}

/** The member's credits taken off the goods, when any were (the cart's and the order's alike). */
function creditsRows(credits: MoneyText, t: SumTexts): SumRow[] {
  if (credits.amount <= 0) return [];
  return [{ label: t('creditsDiscount'), value: `−${credits.formatted}`, testId: 'sum-credits', saving: true }];
}

/** The gift vouchers bought, when there are any: outside the goods and their VAT (decision 18). */
function giftVoucherRows(giftVouchers: MoneyText, t: SumTexts): SumRow[] {
  if (giftVouchers.amount <= 0) return [];
  return [{ label: t('giftVouchers'), value: giftVouchers.formatted, testId: 'sum-gift-vouchers' }];
}

/**
 * What the cart costs with the chosen delivery and payment (priceCart's sums, as the api priced them),
 * and what a gift voucher pays of it.
 */
export function cartSumRows(cart: Cart, t: SumTexts): SumRow[] {
  const { sums, voucher } = cart;
  const voucherPaid = voucher && !voucher.refusal ? voucher.paid : null;
  return [
    { label: t('goods'), value: sums.goods.priceFormatted, testId: 'sum-goods' },
    ...(sums.isicDiscount.amount > 0
      ? [{ label: t('isicDiscount'), value: `−${sums.isicDiscount.formatted}`, testId: 'sum-isic', saving: true }]
      : []),
    ...(sums.couponDiscount.amount > 0
      ? [{ label: t('couponDiscount'), value: `−${sums.couponDiscount.formatted}`, testId: 'sum-coupon', saving: true }]
      : []),
    ...creditsRows(sums.creditsDiscount, t),
    ...giftVoucherRows(sums.giftVouchers, t),
    ...chargeRows(sums.delivery, sums.paymentFee, sums.vat, t),
    { label: t('totalWithoutVat'), value: sums.total.priceWithoutVatFormatted, testId: 'sum-total-net', minor: true },
    { label: t('total'), value: sums.total.priceFormatted, testId: 'sum-total', strong: true },
    ...voucherRows(voucherPaid, sums.toPay, t),
  ];
}

/** An ordered order's sums, as the thank-you page shows them. */
export function orderSumRows(sums: OrderSummary['sums'], t: SumTexts): SumRow[] {
  return [
    { label: t('goods'), value: sums.goods.formatted, testId: 'sum-goods' },
    ...(sums.discounts.amount > 0
      ? [{ label: t('discounts'), value: `−${sums.discounts.formatted}`, testId: 'sum-discounts', saving: true }]
      : []),
    ...creditsRows(sums.credits, t),
    ...giftVoucherRows(sums.giftVouchers, t),
    ...chargeRows(sums.delivery, sums.paymentFee, sums.vat, t),
    { label: t('total'), value: sums.total.formatted, testId: 'sum-total', strong: true },
    ...voucherRows(sums.voucherPaid, sums.toPay, t),
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
