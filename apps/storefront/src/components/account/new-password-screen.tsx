'use client';

import { PASSWORD_MIN, passwordResetConfirmSchema } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '@/components/common/credential-fields';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { fieldControlId, issueErrors } from '@/components/common/form-errors';
import { ShopLink } from '@/components/common/shop-link';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { accountApi } from '@/lib/api/account-api';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { AccountHeading } from './account-states';
import { useFragmentToken } from './use-fragment-token';
import { useSignIn } from './use-sign-in';

const idOf = (field: string) => fieldControlId('new-password', field);
const FIELDS = { order: ['password', 'passwordRepeat'], idOf };

/** The api refused the link itself (used, expired, unknown): only a new one helps. */
const refusesLink = (error: unknown) =>
  error instanceof BrowserApiError && error.messages.some((message) => message.field === 'token');

/**
 * The page of the e-mailed reset link (`/nove-heslo#token`): the token is read from the fragment in
 * the browser and taken out of the address bar. The new password logs the visitor in, ends their
 * other sessions, and leads to the profile, which says so.
 */
export function NewPasswordScreen({ links }: { links: AccountLinks }) {
  const t = useTranslations('account');
  const translateRule = useRuleTranslation();
  const { errors, formError, busy, submit } = useFormSubmit(FIELDS, { fallback: t('failed'), invalid: t('invalid') });
  const token = useFragmentToken();
  const { signIn } = useSignIn(() => links.profile, true);
  const [values, setValues] = useState({ password: '', passwordRepeat: '' });
  const [linkRefused, setLinkRefused] = useState(false);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const request = { token, ...values };
    const parsed = passwordResetConfirmSchema.safeParse(request);
    const found = parsed.success
      ? {}
      : issueErrors(parsed.error.issues, translateRule, { accepts: (field) => field !== 'token' });
    setLinkRefused(false);
    void submit(found, async () => signIn(await accountApi.confirmPasswordReset(request)), {
      holdBusy: true,
      onFailure: (error) => setLinkRefused(refusesLink(error)),
    });
  }

  const requestNew = (
    <ShopLink href={links.forgottenPassword} data-testid="request-new-link">
      {t('newPassword.requestNew')}
    </ShopLink>
  );

  return (
    <div className={`container ${styles.page}`} data-testid="new-password-page">
      <div className={styles.narrow}>
        <AccountHeading title={t('newPassword.title')} lead={token ? t('newPassword.lead') : undefined} />
        {token === undefined && (
          <p className={styles.status} role="status" aria-busy>
            {t('loading')}
          </p>
        )}
        {token === null && (
          <>
            <p className={styles.status} role="alert" data-testid="new-password-missing">
              {t('newPassword.missing')}
            </p>
            <p className={styles.links}>{requestNew}</p>
          </>
        )}
        {token && (
          <form onSubmit={send} noValidate data-testid="new-password-form" aria-busy={busy || undefined}>
            <div className={form.fields}>
              <PasswordField
                id={idOf('password')}
                label={t('fields.newPassword')}
                purpose="new"
                value={values.password}
                onChange={(password) => setValues((current) => ({ ...current, password }))}
                hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
                error={errors.password}
                wide
              />
              <PasswordField
                id={idOf('passwordRepeat')}
                label={t('fields.newPasswordRepeat')}
                purpose="new"
                value={values.passwordRepeat}
                onChange={(passwordRepeat) => setValues((current) => ({ ...current, passwordRepeat }))}
                error={errors.passwordRepeat}
                wide
              />
            </div>
            <FormActions
              error={formError}
              errorTestId="new-password-error"
              busy={busy}
              label={t('newPassword.submit')}
              busyLabel={t('newPassword.submitting')}
            >
              {linkRefused && <p className={styles.links}>{requestNew}</p>}
            </FormActions>
          </form>
        )}
      </div>
    </div>
  );
}
