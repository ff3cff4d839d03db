'use client';

import type { User } from '@stride/contract';
import { PASSWORD_MIN, passwordChangeSchema, VALIDATION_MESSAGES } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '@/components/common/credential-fields';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { type FormErrors, fieldControlId, issueErrors } from '@/components/common/form-errors';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { accountApi } from '@/lib/api/account-api';
import { useVisitorRefresh } from '@/lib/api/use-visitor';
import styles from './account.module.css';
import { SuccessNotice } from './account-states';

const idOf = (field: string) => fieldControlId('password-change', field);
const FIELDS = { order: ['currentPassword', 'password', 'passwordRepeat'], idOf };
const EMPTY = { currentPassword: '', password: '', passwordRepeat: '' };

/**
 * Changes the password (the current one first), or sets one for an account made by Google or
 * Facebook alone, which has none to type. The api ends the user's other sessions.
 */
export function PasswordChangeForm({ user }: { user: User }) {
  const t = useTranslations('account');
  const translateRule = useRuleTranslation();
  const refresh = useVisitorRefresh();
  const { errors, formError, busy, submit } = useFormSubmit(FIELDS, { fallback: t('failed'), invalid: t('invalid') });
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState('');
  const { hasPassword } = user;
  const set = (patch: Partial<typeof EMPTY>) => setValues((current) => ({ ...current, ...patch }));

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
    const request = hasPassword ? values : { password: values.password, passwordRepeat: values.passwordRepeat };
    const parsed = passwordChangeSchema.safeParse(request);
    const found: FormErrors = parsed.success
      ? {}
      : issueErrors(parsed.error.issues, translateRule, { accepts: (field) => field !== 'currentPassword' });
    // The rules leave it optional (an account may have none); this one has one, so it is required.
    if (hasPassword && values.currentPassword === '') {
      found.currentPassword = translateRule(VALIDATION_MESSAGES.required, '');
    }
    void submit(found, async () => {
      const answer = await accountApi.changePassword(request);
      setValues(EMPTY);
      setDone(answer.message);
      // An account that had no password has one now.
      if (!hasPassword) await refresh();
    });
  }

  return (
    <section className={styles.section} aria-labelledby="password-change-title">
      <h2 id="password-change-title" className={styles.sectionTitle}>
        {hasPassword ? t('settings.passwordLegend') : t('settings.setPasswordLegend')}
      </h2>
      <p className={styles.sectionLead}>{hasPassword ? t('settings.passwordLead') : t('settings.setPasswordLead')}</p>
      <form onSubmit={send} noValidate data-testid="password-change-form" aria-busy={busy || undefined}>
        {/* For the browser's password manager: whose password this is. */}
        <input type="hidden" name="username" autoComplete="username" value={user.email} />
        <div className={form.fields}>
          {hasPassword && (
            <PasswordField
              id={idOf('currentPassword')}
              label={t('fields.currentPassword')}
              purpose="current"
              value={values.currentPassword}
              onChange={(currentPassword) => set({ currentPassword })}
              error={errors.currentPassword}
              wide
            />
          )}
          <PasswordField
            id={idOf('password')}
            label={t('fields.newPassword')}
            purpose="new"
            value={values.password}
            onChange={(password) => set({ password })}
            hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
            error={errors.password}
          />
          <PasswordField
            id={idOf('passwordRepeat')}
            label={t('fields.newPasswordRepeat')}
            purpose="new"
            value={values.passwordRepeat}
            onChange={(passwordRepeat) => set({ passwordRepeat })}
            error={errors.passwordRepeat}
          />
        </div>
        <FormActions
          error={formError}
          errorTestId="password-change-error"
          busy={busy}
          label={hasPassword ? t('settings.passwordSubmit') : t('settings.setPasswordSubmit')}
          busyLabel={t('settings.passwordSubmitting')}
          submitTestId="password-change-submit"
          before={<SuccessNotice message={done} />}
        />
      </form>
    </section>
  );
}
