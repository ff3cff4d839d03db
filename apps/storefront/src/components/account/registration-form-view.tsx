'use client';

import { CONTACT_COUNTRIES, type ContactCountry, PASSWORD_MIN } from '@stride/rules';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { CompanyFields } from '@/components/checkout/company-fields';
import { ChallengeFieldset } from '@/components/common/challenge-fieldset';
import { EmailField, PasswordField } from '@/components/common/credential-fields';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import type { FormErrors } from '@/components/common/form-errors';
import { FormField, TextField } from '@/components/common/form-field';
import { ShopLink } from '@/components/common/shop-link';
import type { ChallengeView } from '@/components/common/use-challenge';
import styles from './account.module.css';
import { type SignupValues, signupFieldId } from './registration-model';

export type RegistrationFormViewProps = {
  values: SignupValues;
  onChange: (patch: Partial<SignupValues>) => void;
  answer: string;
  onAnswer: (answer: string) => void;
  challenge: ChallengeView;
  onRetryChallenge: () => void;
  /** Whether the answer is right: submit is disabled until it is. */
  solved: boolean;
  errors: FormErrors;
  formError: string;
  /** The api said the e-mail is registered: the login is offered at the e-mail field. */
  emailTaken: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  loginHref: string;
};

const isCountry = (value: string): value is ContactCountry => (CONTACT_COUNTRIES as readonly string[]).includes(value);

/**
 * The registration form as drawn (its state is registration-form.tsx's): e-mail and password twice,
 * optional name, surname, phone and country, an optional company, and the question whose answer
 * unlocks the button.
 */
export function RegistrationFormView(props: RegistrationFormViewProps) {
  const { values, onChange, errors, busy } = props;
  const t = useTranslations('account');
  const tContact = useTranslations('checkout.contact');
  const answerId = signupFieldId('challenge.answer');

  return (
    <form onSubmit={props.onSubmit} noValidate data-testid="registration-form" aria-busy={busy || undefined}>
      <fieldset className={form.group}>
        <legend className={form.subLegend}>{t('registration.accountLegend')}</legend>
        <div className={form.fields}>
          <EmailField
            id={signupFieldId('user.email')}
            label={t('fields.email')}
            value={values.email}
            onChange={(email) => onChange({ email })}
            error={errors['user.email']}
            wide
            after={
              props.emailTaken && (
                <p className={styles.fieldLink}>
                  <ShopLink href={props.loginHref} data-testid="email-taken-login">
                    {t('registration.emailTakenLogin')}
                  </ShopLink>
                </p>
              )
            }
          />
          <PasswordField
            id={signupFieldId('user.password')}
            label={t('fields.password')}
            purpose="new"
            value={values.password}
            onChange={(password) => onChange({ password })}
            hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
            error={errors['user.password']}
          />
          <PasswordField
            id={signupFieldId('user.passwordRepeat')}
            label={t('fields.passwordRepeat')}
            purpose="new"
            value={values.passwordRepeat}
            onChange={(passwordRepeat) => onChange({ passwordRepeat })}
            error={errors['user.passwordRepeat']}
          />
        </div>
      </fieldset>

      <fieldset className={form.group}>
        <legend className={form.subLegend}>{t('registration.personalLegend')}</legend>
        <div className={form.fields}>
          <TextField
            id={signupFieldId('user.name')}
            label={tContact('firstname')}
            value={values.name}
            onChange={(name) => onChange({ name })}
            autoComplete="given-name"
            error={errors['user.name']}
            maxLength={100}
          />
          <TextField
            id={signupFieldId('user.surname')}
            label={tContact('surname')}
            value={values.surname}
            onChange={(surname) => onChange({ surname })}
            autoComplete="family-name"
            error={errors['user.surname']}
            maxLength={100}
          />
          <TextField
            id={signupFieldId('user.phone')}
            label={tContact('phone')}
            type="tel"
            inputMode="tel"
            value={values.phone}
            onChange={(phone) => onChange({ phone })}
            autoComplete="tel"
            hint={tContact('phoneHint')}
            error={errors['user.phone']}
            maxLength={20}
          />
          <FormField id={signupFieldId('user.countryId')} label={tContact('country')} error={errors['user.countryId']}>
            {(control) => (
              <select
                {...control}
                name="countryId"
                value={values.countryId}
                onChange={(event) => onChange({ countryId: isCountry(event.target.value) ? event.target.value : '' })}
                autoComplete="country"
                className={form.input}
              >
                <option value="">{t('fields.countryNone')}</option>
                {CONTACT_COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {tContact(`countries.${country}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </fieldset>

      <div className={form.check}>
        <input
          id={signupFieldId('asCompany')}
          type="checkbox"
          checked={values.asCompany}
          onChange={(event) => onChange({ asCompany: event.target.checked })}
          aria-controls={values.asCompany ? 'signup-company' : undefined}
          data-testid="signup-as-company"
        />
        <label htmlFor={signupFieldId('asCompany')}>{t('registration.company')}</label>
      </div>
      {values.asCompany && (
        <div id="signup-company">
          <CompanyFields
            idOf={signupFieldId}
            value={values.company}
            onChange={(patch) => onChange({ company: { ...values.company, ...patch } })}
            errors={errors}
          />
        </div>
      )}

      <ChallengeFieldset
        view={props.challenge}
        answerId={answerId}
        answer={props.answer}
        onAnswer={props.onAnswer}
        onRetry={props.onRetryChallenge}
        error={errors['challenge.answer']}
        testId="signup-challenge"
        texts={{
          legend: t('registration.challengeLegend'),
          question: (a, b) => t('registration.challenge', { a, b }),
          hint: t('registration.challengeHint'),
          failed: t('registration.challengeFailed'),
          retry: t('registration.challengeRetry'),
          loading: t('registration.challengeLoading'),
        }}
      />

      <FormActions
        error={props.formError}
        errorTestId="registration-error"
        busy={busy}
        label={t('registration.submit')}
        busyLabel={t('registration.submitting')}
        submitTestId="registration-submit"
        tone="volt"
        disabled={!props.solved}
        describedBy={props.challenge.state === 'ready' ? `${answerId}-hint` : undefined}
      />
    </form>
  );
}
