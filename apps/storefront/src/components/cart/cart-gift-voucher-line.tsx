'use client';

import type { CartGiftVoucher } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { GiftVoucherCard } from '@/components/gift-voucher/gift-voucher-card';
import { GiftVoucherDetails } from '@/components/gift-voucher/gift-voucher-details';
import { failureMessages, useCartActions } from '@/lib/api/use-cart-actions';
import styles from './cart.module.css';

/**
 * A gift voucher to buy in the cart (issue 14 §3): its card, value, design, dedication, recipient and
 * send date, and "remove". It has no count: each voucher is a line and one piece of the cart.
 */
export function CartGiftVoucherLine({ voucher, onRemoved }: { voucher: CartGiftVoucher; onRemoved: () => void }) {
  const t = useTranslations('giftVoucherLines');
  const tCart = useTranslations('cart');
  const actions = useCartActions();
  const title = t('title', { value: voucher.value.formatted });

  async function remove() {
    onRemoved();
    try {
      await actions.removeGiftVoucher(voucher.id);
    } catch (error) {
      // The voucher is back (the optimistic removal rolled back); the failure is only logged (spec §8).
      failureMessages(error);
    }
  }

  return (
    <li className={styles.line} data-testid="cart-gift-voucher" data-voucher-id={voucher.id}>
      <div className={styles.linePhoto}>
        <GiftVoucherCard
          design={voucher.design}
          value={voucher.value.formatted}
          dedication=""
          label={null}
          size="small"
        />
      </div>
      <div className={styles.lineInfo}>
        <p className={styles.lineName} data-testid="cart-gift-voucher-title">
          {title}
        </p>
        <GiftVoucherDetails voucher={voucher} className={styles.lineSize} />
      </div>
      <div className={styles.lineControls}>
        <p className={styles.linePrice} data-testid="cart-gift-voucher-price">
          {voucher.value.formatted}
        </p>
        <button
          type="button"
          className={styles.remove}
          onClick={remove}
          aria-label={t('remove', { value: voucher.value.formatted })}
          data-testid="cart-gift-voucher-remove"
        >
          {tCart('removeText')}
        </button>
      </div>
    </li>
  );
}
