'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/common/form.module.css';
import type { FormErrors } from '@/components/common/form-errors';
import { TextField } from '@/components/common/form-field';
import type { ContactFormValues } from './contact-form-model';

type Company = ContactFormValues['company'];

/**
 * A company buyer's name and company ID (required), tax ID and EU VAT ID (when it has them). Fields
 * are named as the api does, `${prefix}company.name` (the checkout's and the signup's prefix is `''`,
 * the profile's `user.`).
 */
export function CompanyFields({
  prefix = '',
  idOf,
  value,
  onChange,
  errors,
}: {
  prefix?: string;
  idOf: (field: string) => string;
  value: Company;
  onChange: (patch: Partial<Company>) => void;
  errors: FormErrors;
}) {
  const field = (name: keyof Company) => `${prefix}company.${name}`;
  const t = useTranslations('checkout.contact');
  return (
    <fieldset className={`${form.group} ${form.subsection}`} data-testid="company-fields">
      <legend className={form.subLegend}>{t('companyLegend')}</legend>
      <div className={form.fields}>
        <TextField
          id={idOf(field('name'))}
          label={t('companyName')}
          value={value.name}
          onChange={(name) => onChange({ name })}
          autoComplete="organization"
          error={errors[field('name')]}
          required
          wide
          maxLength={120}
        />
        <TextField
          id={idOf(field('businessId'))}
          label={t('businessId')}
          value={value.businessId}
          onChange={(businessId) => onChange({ businessId })}
          autoComplete="off"
          error={errors[field('businessId')]}
          required
          maxLength={20}
        />
        <TextField
          id={idOf(field('taxId'))}
          label={t('taxId')}
          value={value.taxId}
          onChange={(taxId) => onChange({ taxId })}
          autoComplete="off"
          error={errors[field('taxId')]}
          maxLength={20}
        />
        <TextField
          id={idOf(field('vatNumber'))}
          label={t('vatNumber')}
          value={value.vatNumber}
          onChange={(vatNumber) => onChange({ vatNumber })}
          autoComplete="off"
          hint={t('vatNumberHint')}
          error={errors[field('vatNumber')]}
          maxLength={20}
        />
      </div>
    </fieldset>
  );
}
