'use client';

import { CONTACT_COUNTRIES, type ContactCountry, POSTAL_CODE_FORMAT } from '@stride/rules';
import { useTranslations } from 'next-intl';
import form from '@/components/common/form.module.css';
import type { FormErrors } from '@/components/common/form-errors';
import { FormField, TextField } from '@/components/common/form-field';
import type { AddressValues } from './contact-form-model';

type AddressFieldsProps = {
  /**
   * Names the fields as the api does: `''` for the buyer's own address, `deliveryAddress.` for the
   * other delivery address, `user.` or `user.addresses.0.` for the profile's.
   */
  prefix: string;
  /** The id of a named field's control. */
  idOf: (field: string) => string;
  value: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  errors: FormErrors;
  /** Browsers fill the buyer's own address as billing, a delivery address as shipping. */
  section: 'billing' | 'shipping';
  /** False where the address may be left out (the profile's). */
  required?: boolean;
};

const isCountry = (value: string): value is ContactCountry => (CONTACT_COUNTRIES as readonly string[]).includes(value);

/** Street, town, postal code (its format as the hint, by the chosen country) and country. */
export function AddressFields({ prefix, idOf, value, onChange, errors, section, required = true }: AddressFieldsProps) {
  const t = useTranslations('checkout.contact');
  const field = (name: 'street' | 'city' | 'zip' | 'country') => `${prefix}${name}`;

  return (
    <>
      <TextField
        id={idOf(field('street'))}
        label={t('street')}
        value={value.street}
        onChange={(street) => onChange({ street })}
        autoComplete={`${section} street-address`}
        error={errors[field('street')]}
        required={required}
        wide
        maxLength={120}
      />
      <TextField
        id={idOf(field('city'))}
        label={t('city')}
        value={value.city}
        onChange={(city) => onChange({ city })}
        autoComplete={`${section} address-level2`}
        error={errors[field('city')]}
        required={required}
        maxLength={120}
      />
      <TextField
        id={idOf(field('zip'))}
        label={t('zip')}
        value={value.zip}
        onChange={(zip) => onChange({ zip })}
        autoComplete={`${section} postal-code`}
        inputMode="numeric"
        hint={t('zipHint', { format: POSTAL_CODE_FORMAT[value.country] })}
        error={errors[field('zip')]}
        required={required}
        maxLength={10}
      />
      <FormField id={idOf(field('country'))} label={t('country')} error={errors[field('country')]}>
        {(control) => (
          <select
            {...control}
            name={idOf(field('country'))}
            value={value.country}
            onChange={(event) => {
              if (isCountry(event.target.value)) onChange({ country: event.target.value });
            }}
            autoComplete={`${section} country`}
            required={required}
            className={form.input}
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
