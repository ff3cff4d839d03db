'use client';

import type { User } from '@stride/contract';
import { VALIDATION_MESSAGES } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EmailField, PasswordField } from '@/components/common/credential-fields';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { fieldControlId } from '@/components/common/form-errors';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { accountApi } from '@/lib/api/account-api';
import styles from './account.module.css';

const idOf = (field: string) => fieldControlId('account-delete', field);
const FIELDS = { order: ['password', 'email'], idOf };

/**
 * Deleting the account, confirmed by the password (or, for an account without one, its e-mail typed
 * again). The button only opens the confirmation; the deletion is its own, second step.
 */
export function AccountDeletion({ user, onDeleted }: { user: User; onDeleted: (message: string) => void }) {
  const t = useTranslations('account.settings');
  const tAccount = useTranslations('account');
  const translateRule = useRuleTranslation();
  const feedback = useFormSubmit(FIELDS, { fallback: tAccount('failed'), invalid: tAccount('invalid') });
  const [confirming, setConfirming] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const field = user.hasPassword ? 'password' : 'email';
  const startRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Focus follows the step: into the confirmation when it opens, back to its button when it closes.
    if (confirming) document.getElementById(idOf(field))?.focus();
    else if (opened.current) startRef.current?.focus();
    opened.current = confirming;
  }, [confirming, field]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = confirmation.trim() === '' ? { [field]: translateRule(VALIDATION_MESSAGES.required, '') } : {};
    const body = user.hasPassword ? { password: confirmation } : { email: confirmation.trim() };
    // Busy until the page says the account is gone.
    void feedback.submit(found, async () => onDeleted((await accountApi.deleteAccount(body)).message), {
      holdBusy: true,
    });
  }

  return (
    <section className={styles.section} aria-labelledby="account-delete-title" data-testid="account-deletion">
      <h2 id="account-delete-title" className={styles.sectionTitle}>
        {t('deleteLegend')}
      </h2>
      <p className={styles.sectionLead}>{t('deleteLead')}</p>
      {confirming ? (
        <form onSubmit={send} noValidate data-testid="account-delete-form" aria-busy={feedback.busy || undefined}>
          <p className={form.formError}>{t('deleteConfirm')}</p>
          <div className={form.fields}>
            {user.hasPassword ? (
              <PasswordField
                id={idOf(field)}
                label={t('deletePassword')}
                purpose="current"
                value={confirmation}
                onChange={setConfirmation}
                error={feedback.errors[field]}
                wide
              />
            ) : (
              <EmailField
                id={idOf(field)}
                label={t('deleteEmail')}
                value={confirmation}
                onChange={setConfirmation}
                autoComplete="off"
                error={feedback.errors[field]}
                wide
              />
            )}
          </div>
          <FormActions
            error={feedback.formError}
            errorTestId="account-delete-error"
            busy={feedback.busy}
            label={t('deleteSubmit')}
            busyLabel={t('deleting')}
            submitTestId="account-delete-submit"
          >
            <button
              type="button"
              className="button button-outline"
              disabled={feedback.busy}
              onClick={() => {
                setConfirming(false);
                setConfirmation('');
                feedback.clear();
              }}
            >
              {t('cancel')}
            </button>
          </FormActions>
        </form>
      ) : (
        <button
          ref={startRef}
          type="button"
          className="button button-outline"
          onClick={() => setConfirming(true)}
          data-testid="account-delete-start"
        >
          {t('deleteStart')}
        </button>
      )}
    </section>
  );
}
