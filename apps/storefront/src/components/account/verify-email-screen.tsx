'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { accountApi } from '@/lib/api/account-api';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { useProfile, useVisitorRefresh } from '@/lib/api/use-visitor';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { AccountHeading, SuccessNotice } from './account-states';
import { ResendVerification } from './resend-verification';
import { useFragmentToken } from './use-fragment-token';

type VerifyState = { state: 'working' } | { state: 'done'; message: string } | { state: 'refused'; message: string };

/**
 * The page of the e-mailed verification link (`/overenie-emailu#token`): it verifies on arrival (the
 * token from the fragment, then out of the address bar). The account's guest orders with that e-mail
 * join it. A refused link offers a new e-mail to a logged-in visitor.
 */
export function VerifyEmailScreen({ links }: { links: AccountLinks }) {
  const t = useTranslations('account');
  const token = useFragmentToken();
  const refresh = useVisitorRefresh();
  const { data: profile } = useProfile();
  const [status, setStatus] = useState<VerifyState>({ state: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    accountApi.verifyEmail(token).then(
      (answer) => {
        setStatus({ state: 'done', message: answer.message });
        // The profile's emailVerified has changed; a failed read only leaves the old note.
        refresh().catch((failure: unknown) => console.error('account: the profile was not read again', failure));
      },
      (error: unknown) => {
        const message = error instanceof BrowserApiError ? error.messages[0]?.message : undefined;
        if (!message) console.error('account: e-mail verification failed', error);
        setStatus({ state: 'refused', message: message ?? t('failed') });
      },
    );
  }, [token, refresh, t]);

  const loggedIn = profile?.isLoggedIn === true;
  return (
    <div className={`container ${styles.page}`} data-testid="verify-email-page">
      <div className={styles.narrow}>
        <AccountHeading title={t('verify.title')} />
        {token === null && (
          <p className={styles.status} role="alert" data-testid="verify-email-missing">
            {t('verify.missing')}
          </p>
        )}
        {token && status.state === 'working' && (
          <p className={styles.status} role="status" aria-busy>
            {t('verify.working')}
          </p>
        )}
        {status.state === 'done' && <SuccessNotice message={status.message} />}
        {status.state === 'refused' && (
          <p className={styles.status} role="alert" data-testid="verify-email-refused">
            {status.message}
          </p>
        )}
        {(token === null || status.state === 'refused') && loggedIn && <ResendVerification />}
        {(token === null || status.state !== 'working') && (
          <p className={styles.links}>
            <ShopLink href={loggedIn ? links.profile : links.login}>
              {loggedIn ? t('verify.profile') : t('verify.login')}
            </ShopLink>
            <ShopLink href={links.home}>{t('home')}</ShopLink>
          </p>
        )}
      </div>
    </div>
  );
}
