'use client';

import type { Checkout, PickupPoint } from '@stride/contract';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { ShopLink } from '@/components/common/shop-link';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { pickupPointPath, readPickupPoint } from '@/lib/api/checkout-api';
import { useCheckoutActions } from '@/lib/api/use-checkout';
import { useProfile } from '@/lib/api/use-visitor';
import { useShopNavigation } from '@/lib/hooks/use-shop-navigation';
import styles from './checkout.module.css';
import { type CheckoutChoice, choiceErrors, choiceOfCheckout, choiceRequestOf, withDelivery } from './checkout-choice';
import { contactErrors, errorsOfMessages, type FieldErrors, firstErrorField } from './checkout-errors';
import { ContactFields } from './contact-fields';
import { type CheckoutField, checkoutFieldId, contactFormOf, contactInputOf } from './contact-form-model';
import { deliveryAddressChoices, prefillContact } from './contact-prefill';
import { DeliveryChoice } from './delivery-choice';
import { PaymentChoice } from './payment-choice';
import { PickupPointPicker } from './pickup-point-picker';
import { StoreChoice } from './store-choice';

export type DeliveryFormLinks = { cart: string; summary: string; terms: string | null };

type DeliveryFormProps = {
  /** The checkout as last answered: offers and prices; the first answer also fills the form. */
  checkout: Checkout;
  links: DeliveryFormLinks;
  freeShippingFrom: string;
};

const CHOICE_FIELDS = ['delivery', 'pickupPointId', 'storeId', 'payment'] as const;

/**
 * The delivery and payment page's form (issue 12 §1). A whole choice is saved as soon as it is made
 * (PUT /cart/delivery, one at a time and in order), so the sums beside the form are the api's for it.
 * "Continue" checks everything with the api's own rules, saves the choice and the contact, and goes
 * to the summary; every message, the form's or the api's, is at its field, and the first one takes
 * the focus.
 */
export function DeliveryForm({ checkout, links, freeShippingFrom }: DeliveryFormProps) {
  const t = useTranslations('checkout');
  const tPoints = useTranslations('pickupPoints');
  const tVouchers = useTranslations('giftVoucherLines');
  const locale = useLocale();
  const translateRule = useRuleTranslation();
  const actions = useCheckoutActions();
  const navigation = useShopNavigation();

  // The form starts from the first answer (what the buyer chose before) and is the buyer's from then on.
  const [initial] = useState(checkout);
  const [choice, setChoice] = useState<CheckoutChoice>(() => choiceOfCheckout(initial));
  // A cart of gift vouchers only is not delivered: the api offers no delivery, only card and transfer.
  const { deliveryNeeded } = checkout;
  // A logged-in buyer's blank fields start from the profile, now or when it arrives (contact-prefill.ts).
  const { data: profile } = useProfile();
  const user = profile?.isLoggedIn ? profile.user : null;
  const [values, setValues] = useState(() => {
    const fromCart = contactFormOf(initial.contact, locale);
    return user ? prefillContact(fromCart, user) : fromCart;
  });
  const prefilled = useRef(user !== null);
  useEffect(() => {
    if (prefilled.current || !user) return;
    prefilled.current = true;
    setValues((current) => prefillContact(current, user));
  }, [user]);
  const deliveryChoices = useMemo(() => (user ? deliveryAddressChoices(user) : []), [user]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: CheckoutField } | null>(null);

  // The pickup point chosen now, or the one the cart keeps, read with its opening hours for the picker.
  const [chosenPoint, setChosenPoint] = useState<PickupPoint | null>(null);
  const storedPointId = choiceOfCheckout(initial).pickupPointId;
  const { data: storedPoint } = useSWR(
    chosenPoint === null && storedPointId !== null && choice.pickupPointId === storedPointId
      ? pickupPointPath(storedPointId)
      : null,
    readPickupPoint,
  );
  const point = chosenPoint ?? storedPoint ?? null;

  // Saves run one after another, so the last choice is also the last answer the page shows.
  const savedChoice = useRef(JSON.stringify(choiceRequestOf(choiceOfCheckout(initial), initial.deliveryNeeded)));
  const saves = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (focusRequest) document.getElementById(checkoutFieldId(focusRequest.field))?.focus();
  }, [focusRequest]);

  function showFailure(error: unknown, fallback: string) {
    const messages = error instanceof BrowserApiError ? error.messages : [];
    if (messages.length === 0) {
      console.error('checkout: saving failed', error);
      setFormError(fallback);
      return;
    }
    const { fields, other } = errorsOfMessages(messages);
    setErrors((current) => ({ ...current, ...fields }));
    setFormError(other.join(' ') || t('invalid'));
    const first = firstErrorField(fields);
    if (first) setFocusRequest({ field: first });
  }

  function changeChoice(next: CheckoutChoice, changed: readonly (typeof CHOICE_FIELDS)[number][]) {
    setChoice(next);
    setErrors((current) => {
      const rest = { ...current };
      for (const field of changed) delete rest[field];
      return rest;
    });
    const request = choiceRequestOf(next, deliveryNeeded);
    const key = JSON.stringify(request);
    if (request === null || key === savedChoice.current) return;
    savedChoice.current = key;
    saves.current = saves.current
      .then(() => actions.choose(request))
      .catch((error: unknown) => {
        savedChoice.current = '';
        showFailure(error, t('saveFailed'));
      });
  }

  const uncharged = checkout.cart.items.some((item) => !item.charged);
  const storeId = checkout.stores.some((store) => store.id === choice.storeId) ? choice.storeId : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (uncharged) {
      setFormError(t('uncharged'));
      return;
    }
    const current = { ...choice, storeId };
    const found: FieldErrors = {
      ...choiceErrors(
        current,
        {
          delivery: t('delivery.required'),
          pickupPoint: tPoints('required'),
          store: t('delivery.storeRequired'),
          payment: t('payment.required'),
        },
        deliveryNeeded,
      ),
      ...contactErrors(values, current.delivery, translateRule),
    };
    const first = firstErrorField(found);
    const request = choiceRequestOf(current, deliveryNeeded);
    if (first || request === null) {
      setErrors(found);
      setFormError(t('invalid'));
      if (first) setFocusRequest({ field: first });
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError('');
    try {
      await saves.current;
      await actions.choose(request);
      savedChoice.current = JSON.stringify(request);
      await actions.saveContact(contactInputOf(values, current.delivery));
      // Busy until the summary replaces the page: a second click sends nothing.
      navigation.push(links.summary);
    } catch (error) {
      setBusy(false);
      showFailure(error, t('saveFailed'));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="delivery-form" aria-busy={busy || undefined}>
      {uncharged && (
        <p className={form.formError} data-testid="uncharged-notice">
          {t('uncharged')} <ShopLink href={links.cart}>{t('backToCart')}</ShopLink>
        </p>
      )}
      <section className={styles.section} aria-label={deliveryNeeded ? t('delivery.title') : t('payment.legend')}>
        {deliveryNeeded ? (
          <DeliveryChoice
            offers={checkout.deliveries}
            sums={checkout.cart.sums}
            value={choice.delivery}
            onChange={(delivery) => changeChoice(withDelivery(choice, delivery), ['delivery', 'payment'])}
            freeShippingFrom={freeShippingFrom}
            error={errors.delivery}
          />
        ) : (
          <p className={styles.groupNote} data-testid="no-delivery-note">
            {tVouchers('noDelivery')}
          </p>
        )}
        {choice.delivery === 'pickup_point' && (
          <div className={styles.picker} data-testid="pickup-point-field">
            <PickupPointPicker
              id={checkoutFieldId('pickupPointId')}
              value={point}
              onChange={(chosen) => {
                setChosenPoint(chosen);
                changeChoice({ ...choice, pickupPointId: chosen.id }, ['pickupPointId']);
              }}
              error={errors.pickupPointId ?? null}
            />
          </div>
        )}
        {choice.delivery === 'store' && (
          <StoreChoice
            stores={checkout.stores}
            value={storeId}
            onChange={(id) => changeChoice({ ...choice, storeId: id }, ['storeId'])}
            error={errors.storeId}
          />
        )}
        <PaymentChoice
          offers={checkout.payments}
          delivery={choice.delivery}
          value={choice.payment}
          onChange={(payment) => changeChoice({ ...choice, payment }, ['payment'])}
          error={errors.payment}
          deliveryNeeded={deliveryNeeded}
        />
      </section>

      <ContactFields
        values={values}
        onChange={setValues}
        delivery={choice.delivery}
        termsHref={links.terms}
        errors={errors}
        deliveryChoices={deliveryChoices}
      />

      <FormActions
        error={formError}
        errorTestId="delivery-form-error"
        busy={busy}
        label={t('continue')}
        busyLabel={t('saving')}
        submitTestId="checkout-continue"
        tone="volt"
      >
        <ShopLink href={links.cart} className={styles.back}>
          {t('backToCart')}
        </ShopLink>
      </FormActions>
    </form>
  );
}
