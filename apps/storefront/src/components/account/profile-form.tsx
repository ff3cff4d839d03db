'use client';

import type { User } from '@stride/contract';
import { type ContactCountry, SAVED_ADDRESSES_MAX } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { AddressFields } from '@/components/checkout/address-fields';
import { CompanyFields } from '@/components/checkout/company-fields';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { TextField } from '@/components/common/form-field';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { accountApi } from '@/lib/api/account-api';
import { useVisitorRefresh } from '@/lib/api/use-visitor';
import styles from './account.module.css';
import { SuccessNotice } from './account-states';
import {
  type AddressEntry,
  newAddressEntry,
  type ProfileValues,
  profileErrors,
  profileFieldId,
  profileFieldOrder,
  profileFormOf,
  profileRequestOf,
} from './profile-model';
import { SavedAddressFields } from './saved-address-fields';

const ADD_ADDRESS_ID = 'profile-add-address';

/**
 * The profile form (issue 13): name, phone, date of birth (typed DD.MM.YYYY), the address, the
 * company (its EU VAT ID switches a type-4 shop's prices, spec §4), the newsletter, and up to five
 * saved delivery addresses offered at checkout. Saved as a whole; the answer is the new profile.
 */
export function ProfileForm({ user, shopCountry }: { user: User; shopCountry: ContactCountry }) {
  const t = useTranslations('account');
  const tContact = useTranslations('checkout.contact');
  const translateRule = useRuleTranslation();
  const refresh = useVisitorRefresh();
  const [values, setValues] = useState<ProfileValues>(() => profileFormOf(user, shopCountry));
  const order = useMemo(() => profileFieldOrder(values), [values]);
  const feedback = useFormSubmit(
    useMemo(() => ({ order, idOf: profileFieldId }), [order]),
    { fallback: t('failed'), invalid: t('invalid') },
  );
  const [saved, setSaved] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ id: string } | null>(null);
  const set = (patch: Partial<ProfileValues>) => setValues((current) => ({ ...current, ...patch }));
  const setAddress = (key: number, patch: Partial<AddressEntry>) =>
    setValues((current) => ({
      ...current,
      addresses: current.addresses.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)),
    }));

  useEffect(() => {
    if (focusAfter) document.getElementById(focusAfter.id)?.focus();
  }, [focusAfter]);

  function addAddress() {
    const entry = newAddressEntry(values, shopCountry);
    set({ addresses: [...values.addresses, entry] });
    setFocusAfter({ id: profileFieldId(`user.addresses.${values.addresses.length}.firstname`) });
  }

  function removeAddress(key: number) {
    set({ addresses: values.addresses.filter((entry) => entry.key !== key) });
    // The entries below move up; the messages of the old numbering would land on the wrong ones.
    feedback.clear();
    setFocusAfter({ id: ADD_ADDRESS_ID });
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved('');
    void feedback.submit(profileErrors(values, user.params, translateRule), async () => {
      const answer = await accountApi.updateProfile(profileRequestOf(values, user.params).request);
      setValues(profileFormOf(answer.data.user, shopCountry));
      setSaved(answer.data.messages[0]?.message ?? '');
      await refresh({ user: answer.data.user });
    });
  }

  const { errors, busy } = feedback;
  return (
    <form onSubmit={send} noValidate data-testid="profile-form" aria-busy={busy || undefined}>
      <fieldset className={form.group}>
        <legend className={form.subLegend}>{t('profile.personalLegend')}</legend>
        <div className={form.fields}>
          <TextField
            id={profileFieldId('user.firstname')}
            label={tContact('firstname')}
            value={values.firstname}
            onChange={(firstname) => set({ firstname })}
            autoComplete="given-name"
            error={errors['user.firstname']}
            maxLength={100}
          />
          <TextField
            id={profileFieldId('user.surname')}
            label={tContact('surname')}
            value={values.surname}
            onChange={(surname) => set({ surname })}
            autoComplete="family-name"
            error={errors['user.surname']}
            maxLength={100}
          />
          <TextField
            id={profileFieldId('user.phone')}
            label={tContact('phone')}
            type="tel"
            inputMode="tel"
            value={values.phone}
            onChange={(phone) => set({ phone })}
            autoComplete="tel"
            hint={tContact('phoneHint')}
            error={errors['user.phone']}
            maxLength={20}
          />
          <TextField
            id={profileFieldId('user.dateOfBirth')}
            label={t('fields.dateOfBirth')}
            value={values.dateOfBirth}
            onChange={(dateOfBirth) => set({ dateOfBirth })}
            autoComplete="bday"
            inputMode="numeric"
            hint={t('fields.dateOfBirthHint')}
            error={errors['user.dateOfBirth']}
            maxLength={12}
          />
        </div>
      </fieldset>

      <fieldset className={form.group}>
        <legend className={form.subLegend}>{t('profile.addressLegend')}</legend>
        <p className={styles.sectionLead}>{t('profile.addressHint')}</p>
        <div className={form.fields}>
          <AddressFields
            prefix="user."
            idOf={profileFieldId}
            value={values}
            onChange={set}
            errors={errors}
            section="billing"
            required={false}
          />
        </div>
      </fieldset>

      <div className={form.check}>
        <input
          id={profileFieldId('asCompany')}
          type="checkbox"
          checked={values.asCompany}
          onChange={(event) => set({ asCompany: event.target.checked })}
          data-testid="profile-as-company"
        />
        <label htmlFor={profileFieldId('asCompany')}>{t('profile.company')}</label>
      </div>
      {values.asCompany && (
        <CompanyFields
          prefix="user."
          idOf={profileFieldId}
          value={values.company}
          onChange={(patch) => setValues((current) => ({ ...current, company: { ...current.company, ...patch } }))}
          errors={errors}
        />
      )}

      <div className={form.check}>
        <input
          id={profileFieldId('user.newsletter')}
          type="checkbox"
          checked={values.newsletter}
          onChange={(event) => set({ newsletter: event.target.checked })}
          data-testid="profile-newsletter"
        />
        <label htmlFor={profileFieldId('user.newsletter')}>{t('profile.newsletter')}</label>
      </div>

      <fieldset className={form.group} data-testid="saved-addresses">
        <legend className={form.subLegend}>{t('profile.addressesLegend')}</legend>
        <p className={styles.sectionLead}>{t('profile.addressesHint', { max: SAVED_ADDRESSES_MAX })}</p>
        {values.addresses.length === 0 && <p>{t('profile.noAddresses')}</p>}
        {values.addresses.map((entry, index) => (
          <SavedAddressFields
            key={entry.key}
            index={index}
            value={entry}
            onChange={(patch) => setAddress(entry.key, patch)}
            onRemove={() => removeAddress(entry.key)}
            errors={errors}
          />
        ))}
        {values.addresses.length < SAVED_ADDRESSES_MAX && (
          <button
            id={ADD_ADDRESS_ID}
            type="button"
            className="button button-outline"
            onClick={addAddress}
            data-testid="add-address"
          >
            {t('profile.addAddress')}
          </button>
        )}
      </fieldset>

      <FormActions
        error={feedback.formError}
        errorTestId="profile-error"
        busy={busy}
        label={t('profile.submit')}
        busyLabel={t('profile.submitting')}
        submitTestId="profile-submit"
        before={<SuccessNotice message={saved} />}
      />
    </form>
  );
}
