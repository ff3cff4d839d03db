'use client';

import { useTranslations } from 'next-intl';
import type { FormErrors } from '@/components/common/form-errors';
import { TextField } from '@/components/common/form-field';
import { AddressFields } from './address-fields';
import type { ContactFormValues } from './contact-form-model';

type DeliveryAddress = ContactFormValues['deliveryAddress'];

/**
 * A delivery address: who receives the parcel and where. Fields are named as the api does,
 * `${prefix}firstname` (`deliveryAddress.` at checkout, `user.addresses.0.` in the profile).
 */
export function DeliveryAddressFields({
  prefix,
  idOf,
  value,
  onChange,
  errors,
}: {
  prefix: string;
  idOf: (field: string) => string;
  value: DeliveryAddress;
  onChange: (patch: Partial<DeliveryAddress>) => void;
  errors: FormErrors;
}) {
  const t = useTranslations('checkout.contact');
  return (
    <>
      <TextField
        id={idOf(`${prefix}firstname`)}
        label={t('firstname')}
        value={value.firstname}
        onChange={(firstname) => onChange({ firstname })}
        autoComplete="shipping given-name"
        error={errors[`${prefix}firstname`]}
        required
        maxLength={100}
      />
      <TextField
        id={idOf(`${prefix}surname`)}
        label={t('surname')}
        value={value.surname}
        onChange={(surname) => onChange({ surname })}
        autoComplete="shipping family-name"
        error={errors[`${prefix}surname`]}
        required
        maxLength={100}
      />
      <AddressFields prefix={prefix} idOf={idOf} value={value} onChange={onChange} errors={errors} section="shipping" />
    </>
  );
}
