'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { accountApi } from '@/lib/api/account-api';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import styles from './account.module.css';

/** "Send the verification e-mail again" for a logged-in visitor, and what the api said to it. */
export function ResendVerification() {
  const t = useTranslations('account.profile');
  const tAccount = useTranslations('account');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);

  async function resend() {
    if (busy) return;
    setBusy(true);
    try {
      setAnswer({ text: (await accountApi.resendVerification()).message, failed: false });
    } catch (error) {
      const message = error instanceof BrowserApiError ? error.messages[0]?.message : undefined;
      if (!message) console.error('account: the verification e-mail was not sent', error);
      setAnswer({ text: message ?? tAccount('failed'), failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <p>
      <button
        type="button"
        className="button button-outline"
        onClick={resend}
        disabled={busy}
        data-testid="resend-verification"
      >
        {busy ? t('resending') : t('resend')}
      </button>{' '}
      <span
        className={styles.inlineStatus}
        role="status"
        data-testid="resend-answer"
        data-failed={answer?.failed || undefined}
      >
        {answer?.text}
      </span>
    </p>
  );
}
