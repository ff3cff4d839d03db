'use client';

import type { AuthSuccess } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { EmailField, PasswordField } from '@/components/common/credential-fields';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { ShopLink } from '@/components/common/shop-link';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { withBackUrl } from '@/lib/account/back-url';
import { accountApi } from '@/lib/api/account-api';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { EMPTY_LOGIN, LOGIN_FIELDS, loginErrors, loginFieldId, loginRequestOf } from './login-model';

const FIELDS = { order: LOGIN_FIELDS, idOf: loginFieldId };

/**
 * Login by e-mail and password (issue 13): "remember me" keeps the session for 30 days. A wrong
 * e-mail or password is one message for both (the api's), above the button; so is "too many
 * attempts". Success goes on through `onSignedIn`.
 */
export function LoginForm({
  links,
  backUrl,
  onSignedIn,
}: {
  links: AccountLinks;
  backUrl: string | null;
  onSignedIn: (answer: AuthSuccess) => Promise<void>;
}) {
  const t = useTranslations('account');
  const translateRule = useRuleTranslation();
  const { errors, formError, busy, submit } = useFormSubmit(FIELDS, { fallback: t('failed'), invalid: t('invalid') });
  const [values, setValues] = useState(EMPTY_LOGIN);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(
      loginErrors(values, translateRule),
      async () => onSignedIn(await accountApi.login(loginRequestOf(values))),
      { holdBusy: true },
    );
  }

  return (
    <form onSubmit={send} noValidate data-testid="login-form" aria-busy={busy || undefined}>
      <div className={form.fields}>
        <EmailField
          id={loginFieldId('email')}
          label={t('fields.email')}
          value={values.email}
          onChange={(email) => setValues((current) => ({ ...current, email }))}
          autoComplete="username"
          error={errors.email}
          wide
        />
        <PasswordField
          id={loginFieldId('password')}
          label={t('fields.password')}
          purpose="current"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          error={errors.password}
          wide
        />
      </div>
      <div className={form.check}>
        <input
          id={loginFieldId('remember')}
          type="checkbox"
          checked={values.remember}
          onChange={(event) => setValues((current) => ({ ...current, remember: event.target.checked }))}
          data-testid="login-remember"
        />
        <label htmlFor={loginFieldId('remember')}>{t('login.remember')}</label>
      </div>
      <FormActions
        error={formError}
        errorTestId="login-error"
        busy={busy}
        label={t('login.submit')}
        busyLabel={t('login.submitting')}
        submitTestId="login-submit"
      />
      <p className={styles.links}>
        <ShopLink href={links.forgottenPassword} data-testid="forgotten-password-link">
          {t('login.forgotten')}
        </ShopLink>
        <span>
          {t('login.noAccount')}{' '}
          <ShopLink href={withBackUrl(links.registration, backUrl)} data-testid="registration-link">
            {t('login.register')}
          </ShopLink>
        </span>
      </p>
    </form>
  );
}
