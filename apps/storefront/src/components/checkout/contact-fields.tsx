'use client';

import type { DeliveryKind } from '@stride/contract';
import { useTranslations } from 'next-intl';
import form from '@/components/common/form.module.css';
import { FormField, TextField } from '@/components/common/form-field';
import { AddressFields } from './address-fields';
import styles from './checkout.module.css';
import type { FieldErrors } from './checkout-errors';
import { CompanyFields } from './company-fields';
import { ConsentFields } from './consent-fields';
import { type ContactFormValues, checkoutFieldId } from './contact-form-model';
import type { DeliveryAddressChoice } from './contact-prefill';
import { DeliveryAddressChoiceField } from './delivery-address-choice';
import { DeliveryAddressFields } from './delivery-address-fields';

type ContactFieldsProps = {
  values: ContactFormValues;
  onChange: (update: (values: ContactFormValues) => ContactFormValues) => void;
  delivery: DeliveryKind | null;
  termsHref: string | null;
  errors: FieldErrors;
  /** A logged-in buyer's addresses, offered for the other delivery address. */
  deliveryChoices: readonly DeliveryAddressChoice[];
};

/**
 * The contact form (issue 12 §1): private person or company, e-mail, name, phone, the address, a
 * different delivery address (courier only), a note, the terms and the marketing consent.
 */
export function ContactFields({ values, onChange, delivery, termsHref, errors, deliveryChoices }: ContactFieldsProps) {
  const t = useTranslations('checkout.contact');
  const set = (patch: Partial<ContactFormValues>) => onChange((current) => ({ ...current, ...patch }));
  const buyerId = 'checkout-buyer';

  return (
    <section className={styles.section} aria-labelledby="checkout-contact-title" data-testid="contact-form">
      <h2 id="checkout-contact-title" className={form.legend}>
        {t('title')}
      </h2>

      <fieldset className={form.group}>
        <legend className={form.subLegend}>{t('buyerLegend')}</legend>
        <div className={styles.switch}>
          {(['person', 'company'] as const).map((buyer) => (
            <div key={buyer} className={styles.option}>
              <input
                id={`${buyerId}-${buyer}`}
                type="radio"
                name="buyer"
                value={buyer}
                checked={values.buyer === buyer}
                onChange={() => set({ buyer })}
                data-testid={`buyer-${buyer}`}
              />
              <label htmlFor={`${buyerId}-${buyer}`} className={styles.optionLabel}>
                <span className={styles.optionName}>{t(buyer)}</span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <div className={form.fields}>
        <TextField
          id={checkoutFieldId('email')}
          label={t('email')}
          type="email"
          inputMode="email"
          value={values.email}
          onChange={(email) => set({ email })}
          autoComplete="email"
          hint={t('emailHint')}
          error={errors.email}
          required
          wide
          maxLength={254}
        />
        <TextField
          id={checkoutFieldId('firstname')}
          label={t('firstname')}
          value={values.firstname}
          onChange={(firstname) => set({ firstname })}
          autoComplete="given-name"
          error={errors.firstname}
          required
          maxLength={100}
        />
        <TextField
          id={checkoutFieldId('surname')}
          label={t('surname')}
          value={values.surname}
          onChange={(surname) => set({ surname })}
          autoComplete="family-name"
          error={errors.surname}
          required
          maxLength={100}
        />
        <TextField
          id={checkoutFieldId('phone')}
          label={t('phone')}
          type="tel"
          inputMode="tel"
          value={values.phone}
          onChange={(phone) => set({ phone })}
          autoComplete="tel"
          hint={t('phoneHint')}
          error={errors.phone}
          required
          wide
          maxLength={20}
        />
      </div>

      {values.buyer === 'company' && (
        <CompanyFields
          idOf={checkoutFieldId}
          value={values.company}
          onChange={(patch) => onChange((current) => ({ ...current, company: { ...current.company, ...patch } }))}
          errors={errors}
        />
      )}

      <fieldset className={form.group}>
        <legend className={form.subLegend}>{t('addressLegend')}</legend>
        <div className={form.fields}>
          <AddressFields
            prefix=""
            idOf={checkoutFieldId}
            value={values}
            onChange={set}
            errors={errors}
            section="billing"
          />
        </div>
      </fieldset>

      {delivery === 'courier' && (
        <div className={form.check}>
          <input
            id="checkout-different-delivery"
            type="checkbox"
            checked={values.differentDelivery}
            onChange={(event) => set({ differentDelivery: event.target.checked })}
            aria-controls="checkout-delivery-address"
            data-testid="different-delivery"
          />
          <label htmlFor="checkout-different-delivery">{t('differentDelivery')}</label>
        </div>
      )}
      {delivery === 'courier' && values.differentDelivery && (
        <fieldset id="checkout-delivery-address" className={`${form.group} ${form.subsection}`}>
          <legend className={form.subLegend}>{t('deliveryAddressLegend')}</legend>
          <div className={form.fields}>
            <DeliveryAddressChoiceField
              choices={deliveryChoices}
              onChoose={(deliveryAddress) => onChange((current) => ({ ...current, deliveryAddress }))}
            />
            <DeliveryAddressFields
              prefix="deliveryAddress."
              idOf={checkoutFieldId}
              value={values.deliveryAddress}
              onChange={(patch) =>
                onChange((current) => ({ ...current, deliveryAddress: { ...current.deliveryAddress, ...patch } }))
              }
              errors={errors}
            />
          </div>
        </fieldset>
      )}

      <FormField id={checkoutFieldId('note')} label={t('note')} error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            value={values.note}
            onChange={(event) => set({ note: event.target.value })}
            maxLength={500}
            rows={3}
            className={form.input}
          />
        )}
      </FormField>

      <ConsentFields
        termsAccepted={values.termsAccepted}
        marketingConsent={values.marketingConsent}
        onChange={set}
        termsHref={termsHref}
        errors={errors}
      />
    </section>
  );
}
