'use client';

import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';
import type { FieldErrors } from './checkout-errors';
import { type ContactFormValues, checkoutFieldId } from './contact-form-model';
import { TextField } from './form-field';

type Company = ContactFormValues['company'];

/** A company buyer's name and company ID (required), tax ID and EU VAT ID (when it has them). */
export function CompanyFields({
  value,
  onChange,
  errors,
}: {
  value: Company;
  onChange: (patch: Partial<Company>) => void;
  errors: FieldErrors;
}) {
  const t = useTranslations('checkout.contact');
  return (
    <fieldset className={`${styles.group} ${styles.subsection}`} data-testid="company-fields">
      <legend className={styles.subLegend}>{t('companyLegend')}</legend>
      <div className={styles.fields}>
        <TextField
          id={checkoutFieldId('company.name')}
          label={t('companyName')}
          value={value.name}
          onChange={(name) => onChange({ name })}
          autoComplete="organization"
          error={errors['company.name']}
          required
          wide
          maxLength={120}
        />
        <TextField
          id={checkoutFieldId('company.businessId')}
          label={t('businessId')}
          value={value.businessId}
          onChange={(businessId) => onChange({ businessId })}
          autoComplete="off"
          error={errors['company.businessId']}
          required
          maxLength={20}
        />
        <TextField
          id={checkoutFieldId('company.taxId')}
          label={t('taxId')}
          value={value.taxId}
          onChange={(taxId) => onChange({ taxId })}
          autoComplete="off"
          error={errors['company.taxId']}
          maxLength={20}
        />
        <TextField
          id={checkoutFieldId('company.vatNumber')}
          label={t('vatNumber')}
          value={value.vatNumber}
          onChange={(vatNumber) => onChange({ vatNumber })}
          autoComplete="off"
          hint={t('vatNumberHint')}
          error={errors['company.vatNumber']}
          maxLength={20}
        />
      </div>
    </fieldset>
  );
}
