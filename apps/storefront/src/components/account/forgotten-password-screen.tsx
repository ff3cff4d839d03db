'use client';

import { passwordResetRequestSchema } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { EmailField } from '@/components/common/credential-fields';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { fieldControlId, issueErrors } from '@/components/common/form-errors';
import { ShopLink } from '@/components/common/shop-link';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { accountApi } from '@/lib/api/account-api';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { AccountHeading, SuccessNotice } from './account-states';

const idOf = (field: string) => fieldControlId('forgotten', field);
const FIELDS = { order: ['email'], idOf };

/**
 * The forgotten password page (`/zabudnute-heslo`): the e-mail gets a link to set a new password.
 * The answer is the same whether or not the e-mail has an account, so the page never tells.
 */
export function ForgottenPasswordScreen({ links }: { links: AccountLinks }) {
  const t = useTranslations('account');
  const translateRule = useRuleTranslation();
  const { errors, formError, busy, submit } = useFormSubmit(FIELDS, { fallback: t('failed'), invalid: t('invalid') });
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = { email: email.trim() };
    const parsed = passwordResetRequestSchema.safeParse(request);
    const found = parsed.success ? {} : issueErrors(parsed.error.issues, translateRule, { accepts: () => true });
    void submit(found, async () => setSent((await accountApi.requestPasswordReset(request)).message));
  }

  return (
    <div className={`container ${styles.page}`} data-testid="forgotten-password-page">
      <div className={styles.narrow}>
        <AccountHeading title={t('forgotten.title')} lead={sent ? undefined : t('forgotten.lead')} />
        {sent ? (
          <SuccessNotice message={sent} />
        ) : (
          <form onSubmit={send} noValidate data-testid="forgotten-password-form" aria-busy={busy || undefined}>
            <div className={form.fields}>
              <EmailField
                id={idOf('email')}
                label={t('fields.email')}
                value={email}
                onChange={setEmail}
                error={errors.email}
                wide
              />
            </div>
            <FormActions
              error={formError}
              busy={busy}
              label={t('forgotten.submit')}
              busyLabel={t('forgotten.submitting')}
            />
          </form>
        )}
        <p className={styles.links}>
          <ShopLink href={links.login}>{t('forgotten.back')}</ShopLink>
        </p>
      </div>
    </div>
  );
}
