'use client';

import type { DeliveryKind, PaymentKind, PaymentOffer } from '@stride/contract';
import { useTranslations } from 'next-intl';
import form from '@/components/common/form.module.css';
import { describedBy, errorIdOf, FieldMessage } from '@/components/common/form-field';
import styles from './checkout.module.css';
import { checkoutFieldId } from './contact-form-model';

/**
 * The payments that go with a delivery (cash on delivery not at the store, paying in the store only
 * there). A cart that needs no delivery takes every payment the api offers it (card, bank transfer).
 */
export function paymentsFor(
  offers: readonly PaymentOffer[],
  delivery: DeliveryKind | null,
  deliveryNeeded = true,
): PaymentOffer[] {
  if (!deliveryNeeded) return [...offers];
  return delivery === null ? [] : offers.filter((offer) => offer.deliveries.includes(delivery));
}

type PaymentChoiceProps = {
  offers: readonly PaymentOffer[];
  delivery: DeliveryKind | null;
  value: PaymentKind | null;
  onChange: (kind: PaymentKind) => void;
  error: string | undefined;
  /** False for a cart of gift vouchers only: no delivery to choose first. */
  deliveryNeeded?: boolean;
};

/** The payments offered with the chosen delivery, each with its fee; none until a delivery is chosen. */
export function PaymentChoice({ offers, delivery, value, onChange, error, deliveryNeeded = true }: PaymentChoiceProps) {
  const t = useTranslations('checkout.payment');
  const groupId = checkoutFieldId('payment');
  const offered = paymentsFor(offers, delivery, deliveryNeeded);

  return (
    <fieldset
      className={form.group}
      aria-describedby={describedBy(Boolean(error) && errorIdOf(groupId))}
      data-testid="payment-choice"
    >
      <legend className={form.legend}>{t('legend')}</legend>
      {offered.length === 0 ? (
        <p className={styles.groupNote}>{t('deliveryFirst')}</p>
      ) : (
        <div className={styles.options}>
          {offered.map((offer, index) => {
            const id = index === 0 ? groupId : `${groupId}-${offer.kind}`;
            const hintId = `${groupId}-${offer.kind}-hint`;
            return (
              <div key={offer.kind} className={styles.option}>
                <input
                  id={id}
                  type="radio"
                  name="payment"
                  value={offer.kind}
                  checked={value === offer.kind}
                  onChange={() => onChange(offer.kind)}
                  aria-describedby={describedBy(hintId, Boolean(error) && errorIdOf(groupId))}
                  data-testid={`payment-${offer.kind}`}
                />
                <label htmlFor={id} className={styles.optionLabel}>
                  <span className={styles.optionName}>{t(`kinds.${offer.kind}`)}</span>
                  <span className={styles.optionPrice} data-testid="payment-fee">
                    {offer.fee.amount > 0 ? t('fee', { fee: offer.fee.formatted }) : t('noFee')}
                  </span>
                </label>
                <p id={hintId} className={styles.optionHint}>
                  {t(`hints.${offer.kind}`)}
                </p>
              </div>
            );
          })}
        </div>
      )}
      <FieldMessage id={groupId} message={error} />
    </fieldset>
  );
}
