'use client';

import type { OrderGiftVoucher } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { GiftVoucherDetails } from '@/components/gift-voucher/gift-voucher-details';
import styles from './checkout.module.css';

/** A gift voucher among an order's lines (the summary, the thank-you page, the account's order). */
export function GiftVoucherLineItem({ voucher, testId }: { voucher: OrderGiftVoucher; testId: string }) {
  const t = useTranslations('giftVoucherLines');
  return (
    <li className={styles.line} data-testid={testId}>
      <span className={styles.lineName}>{t('title', { value: voucher.value.formatted })}</span>
      <div className={styles.lineMeta}>
        <GiftVoucherDetails voucher={voucher} className={styles.voucherDetail} />
      </div>
      <span className={styles.linePrice}>{voucher.value.formatted}</span>
    </li>
  );
}
