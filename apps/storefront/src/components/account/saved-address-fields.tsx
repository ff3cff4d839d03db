'use client';

import { useTranslations } from 'next-intl';
import { DeliveryAddressFields } from '@/components/checkout/delivery-address-fields';
import form from '@/components/common/form.module.css';
import type { FormErrors } from '@/components/common/form-errors';
import textButton from '@/components/common/text-button.module.css';
import styles from './account.module.css';
import { type AddressEntry, profileFieldId } from './profile-model';

type SavedAddressFieldsProps = {
  index: number;
  value: AddressEntry;
  onChange: (patch: Partial<AddressEntry>) => void;
  onRemove: () => void;
  errors: FormErrors;
};

/** One saved delivery address of the profile: who receives it and where, and its "remove" button. */
export function SavedAddressFields({ index, value, onChange, onRemove, errors }: SavedAddressFieldsProps) {
  const t = useTranslations('account.profile');
  const number = index + 1;
  const titleId = `profile-address-${value.key}-title`;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="saved-address">
      <div className={styles.cardHead}>
        <h3 id={titleId}>{t('addressTitle', { number })}</h3>
        <button
          type="button"
          className={textButton.textButton}
          onClick={onRemove}
          aria-label={t('removeAddressLabel', { number })}
          data-testid="remove-address"
        >
          {t('removeAddress')}
        </button>
      </div>
      <div className={form.fields}>
        <DeliveryAddressFields
          prefix={`user.addresses.${index}.`}
          idOf={profileFieldId}
          value={value}
          onChange={onChange}
          errors={errors}
        />
      </div>
    </section>
  );
}
