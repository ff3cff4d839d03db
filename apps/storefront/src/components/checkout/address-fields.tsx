'use client';

import { CONTACT_COUNTRIES, type ContactCountry, POSTAL_CODE_FORMAT } from '@stride/rules';
import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';
import type { FieldErrors } from './checkout-errors';
import { type AddressValues, type CheckoutField, checkoutFieldId } from './contact-form-model';
import { FormField, TextField } from './form-field';

type AddressFieldsProps = {
  /** `''` for the buyer's own address, `deliveryAddress.` for the other delivery address. */
  prefix: '' | 'deliveryAddress.';
  value: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  errors: FieldErrors;
};

const isCountry = (value: string): value is ContactCountry => (CONTACT_COUNTRIES as readonly string[]).includes(value);

/** Street, town, postal code (its format as the hint, by the chosen country) and country. */
export function AddressFields({ prefix, value, onChange, errors }: AddressFieldsProps) {
  const t = useTranslations('checkout.contact');
  const field = (name: 'street' | 'city' | 'zip' | 'country') => `${prefix}${name}` as CheckoutField;
  // Browsers fill the buyer's address as billing, the other one as shipping.
  const section = prefix === '' ? 'billing' : 'shipping';

  return (
    <>
      <TextField
        id={checkoutFieldId(field('street'))}
        label={t('street')}
        value={value.street}
        onChange={(street) => onChange({ street })}
        autoComplete={`${section} street-address`}
        error={errors[field('street')]}
        required
        wide
        maxLength={120}
      />
      <TextField
        id={checkoutFieldId(field('city'))}
        label={t('city')}
        value={value.city}
        onChange={(city) => onChange({ city })}
        autoComplete={`${section} address-level2`}
        error={errors[field('city')]}
        required
        maxLength={120}
      />
      <TextField
        id={checkoutFieldId(field('zip'))}
        label={t('zip')}
        value={value.zip}
        onChange={(zip) => onChange({ zip })}
        autoComplete={`${section} postal-code`}
        inputMode="numeric"
        hint={t('zipHint', { format: POSTAL_CODE_FORMAT[value.country] })}
        error={errors[field('zip')]}
        required
        maxLength={10}
      />
      <FormField id={checkoutFieldId(field('country'))} label={t('country')} error={errors[field('country')]}>
        {(control) => (
          <select
            {...control}
            name={checkoutFieldId(field('country'))}
            value={value.country}
            onChange={(event) => {
              if (isCountry(event.target.value)) onChange({ country: event.target.value });
            }}
            autoComplete={`${section} country`}
            required
            className={styles.input}
          >
            {CONTACT_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {t(`countries.${country}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
