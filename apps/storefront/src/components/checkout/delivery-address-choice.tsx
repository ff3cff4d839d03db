'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import form from '@/components/common/form.module.css';
import { FormField } from '@/components/common/form-field';
import type { ContactFormValues } from './contact-form-model';
import { addressLine, type DeliveryAddressChoice } from './contact-prefill';

/**
 * A logged-in buyer's saved addresses (and the profile's own) offered for the other delivery address:
 * choosing one fills its fields, which stay the buyer's to change.
 */
export function DeliveryAddressChoiceField({
  choices,
  onChoose,
}: {
  choices: readonly DeliveryAddressChoice[];
  onChoose: (address: ContactFormValues['deliveryAddress']) => void;
}) {
  const t = useTranslations('account.checkout');
  const [chosen, setChosen] = useState('');
  if (choices.length === 0) return null;
  return (
    <FormField id="checkout-saved-address" label={t('savedAddress')} wide>
      {(control) => (
        <select
          {...control}
          name="savedAddress"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            const choice = choices.find((entry) => entry.id === event.target.value);
            if (choice) onChoose(choice.address);
          }}
          className={form.input}
          data-testid="saved-address-choice"
        >
          <option value="">{t('savedAddressNone')}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.saved
                ? addressLine(choice.address)
                : t('profileAddress', { address: addressLine(choice.address) })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
