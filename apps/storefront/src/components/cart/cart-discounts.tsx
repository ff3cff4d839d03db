'use client';

import type { Cart } from '@stride/contract';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCartActions } from '@/lib/api/use-cart-actions';
import styles from './cart.module.css';
import { CartCredits } from './cart-credits';
import { AppliedCode, CodeForm } from './code-form';
import { IsicForm } from './isic-form';

/** What the cart's credits part needs from the server: the login that comes back, and "unauthorised access". */
export type CartCreditsLogin = { loginHref: string; unauthorised: string };

/**
 * The cart's coupon, ISIC card, gift voucher and a member's credits: each either its form or what is
 * applied, with what it does now (its discount, what the voucher pays and keeps, or why it gives
 * nothing) and its removal.
 */
export function CartDiscounts({
  cart,
  isicPercent,
  creditsLogin,
}: {
  cart: Cart;
  isicPercent: number;
  creditsLogin: CartCreditsLogin;
}) {
  const t = useTranslations('cart');
  const actions = useCartActions();
  const { coupon, voucher, isic } = cart;

  return (
    <section className={styles.discounts} aria-labelledby="cart-discounts-title">
      <h2 id="cart-discounts-title" className={styles.sectionTitle}>
        {t('discounts')}
      </h2>

      {coupon ? (
        <AppliedCode
          title={t('couponApplied', { code: coupon.code })}
          details={
            <RefusalOr refusal={coupon.refusal}>
              <p className={styles.saving}>−{coupon.discount.formatted}</p>
            </RefusalOr>
          }
          removeLabel={t('couponRemove', { code: coupon.code })}
          onRemove={actions.removeCoupon}
          testId="cart-coupon"
        />
      ) : (
        <CodeForm
          label={t('coupon')}
          submit={t('couponApply')}
          field="couponHash"
          onApply={actions.applyCoupon}
          testId="coupon-form"
        />
      )}

      {isicPercent > 0 &&
        (isic ? (
          <AppliedCode
            title={t('isicApplied', { code: isic.code, surname: isic.surname })}
            details={<p className={styles.saving}>−{isic.discount.formatted}</p>}
            removeLabel={t('isicRemove')}
            onRemove={actions.removeIsic}
            testId="cart-isic"
          />
        ) : (
          <IsicForm hint={t('isicHint', { percent: isicPercent })} onApply={actions.applyIsic} />
        ))}

      {voucher ? (
        <AppliedCode
          title={t('voucherApplied', { code: voucher.code })}
          details={
            <RefusalOr refusal={voucher.refusal}>
              <p className={styles.note}>{t('voucherRemaining', { amount: voucher.remaining.formatted })}</p>
            </RefusalOr>
          }
          removeLabel={t('voucherRemove', { code: voucher.code })}
          onRemove={actions.removeVoucher}
          testId="cart-voucher"
        />
      ) : (
        <CodeForm
          label={t('voucher')}
          submit={t('voucherApply')}
          field="code"
          onApply={actions.applyVoucher}
          testId="voucher-form"
        />
      )}

      <CartCredits cart={cart} {...creditsLogin} />
    </section>
  );
}

/** Why a coupon or voucher gives nothing now (the api's translated reason), else what it does. */
function RefusalOr({ refusal, children }: { refusal: { message: string } | null; children: ReactNode }) {
  return refusal ? <p className={styles.refusal}>{refusal.message}</p> : children;
}
