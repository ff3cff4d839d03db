'use client';

import type { CartSums, DeliveryKind, DeliveryOffer } from '@stride/contract';
import { useTranslations } from 'next-intl';
import form from '@/components/common/form.module.css';
import { describedBy, errorIdOf, FieldMessage } from '@/components/common/form-field';
import styles from './checkout.module.css';
import { checkoutFieldId } from './contact-form-model';

type DeliveryChoiceProps = {
  offers: readonly DeliveryOffer[];
  sums: CartSums;
  value: DeliveryKind | null;
  onChange: (kind: DeliveryKind) => void;
  /** The free-delivery threshold as the shop writes it ("70,00 €"). */
  freeShippingFrom: string;
  error: string | undefined;
};

/**
 * The deliveries the shop offers this cart, each with its price now: free above the threshold (the
 * list price struck through beside it), and how far the goods are from it. A delivery the cart cannot
 * take (no store holds every line) is shown disabled with the reason.
 */
export function DeliveryChoice({ offers, sums, value, onChange, freeShippingFrom, error }: DeliveryChoiceProps) {
  const t = useTranslations('checkout.delivery');
  const groupId = checkoutFieldId('delivery');
  const noteId = `${groupId}-note`;
  const reached = sums.missingForFreeDelivery.amount === 0;
  const firstAvailable = offers.findIndex((offer) => offer.available);

  return (
    <fieldset className={form.group} aria-describedby={describedBy(noteId, Boolean(error) && errorIdOf(groupId))}>
      <legend className={form.legend}>{t('legend')}</legend>
      <p id={noteId} className={styles.groupNote} data-reached={reached} data-testid="free-delivery-note">
        {reached
          ? t('freeReached', { threshold: freeShippingFrom })
          : t('missing', { threshold: freeShippingFrom, amount: sums.missingForFreeDelivery.formatted })}
      </p>
      <div className={styles.options}>
        {offers.map((offer, index) => {
          const id = index === firstAvailable ? groupId : `${groupId}-${offer.kind}`;
          const hintId = `${groupId}-${offer.kind}-hint`;
          return (
            <div key={offer.kind} className={styles.option} data-disabled={!offer.available}>
              <input
                id={id}
                type="radio"
                name="delivery"
                value={offer.kind}
                checked={value === offer.kind}
                disabled={!offer.available}
                onChange={() => onChange(offer.kind)}
                aria-describedby={describedBy(hintId, Boolean(error) && errorIdOf(groupId))}
                data-testid={`delivery-${offer.kind}`}
              />
              <label htmlFor={id} className={styles.optionLabel}>
                <span className={styles.optionName}>{t(`kinds.${offer.kind}`)}</span>
                <DeliveryPrice offer={offer} />
              </label>
              <p id={hintId} className={styles.optionHint}>
                {offer.available ? t(`hints.${offer.kind}`) : t('storeUnavailable')}
              </p>
            </div>
          );
        })}
      </div>
      <FieldMessage id={groupId} message={error} />
    </fieldset>
  );
}

/** A delivery's price now; free with the list price struck through when the threshold made it so. */
function DeliveryPrice({ offer }: { offer: DeliveryOffer }) {
  const t = useTranslations('checkout.delivery');
  if (offer.price.amount > 0) {
    return (
      <span className={styles.optionPrice} data-testid="delivery-price">
        {offer.price.formatted}
      </span>
    );
  }
  return (
    <span className={styles.optionPrice} data-testid="delivery-price">
      {t('free')}
      {offer.listPrice.amount > 0 && (
        <>
          <span className="visually-hidden"> {t('listPrice', { price: offer.listPrice.formatted })}</span>
          <s aria-hidden="true">{offer.listPrice.formatted}</s>
        </>
      )}
    </span>
  );
}
