'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import textButton from '@/components/common/text-button.module.css';
import { accountApi } from '@/lib/api/account-api';
import { useVisitorRefresh } from '@/lib/api/use-visitor';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { AccountHeading, SuccessNotice } from './account-states';
import type { ScreenHeading } from './guest-screen';

type LogoutState = { state: 'working' } | { state: 'done'; message: string } | { state: 'failed' };

/**
 * The logout page (`/odhlasenie`): it logs the visitor out on arrival (the api ends the session and
 * the browser forgets it), reads the visitor's data again so the header is a guest's, and says so.
 */
export function LogoutScreen({ links, heading }: { links: AccountLinks; heading: ScreenHeading }) {
  const t = useTranslations('account');
  const refresh = useVisitorRefresh();
  const [status, setStatus] = useState<LogoutState>({ state: 'working' });
  const started = useRef(false);

  const logout = useCallback(async () => {
    setStatus({ state: 'working' });
    try {
      const answer = await accountApi.logout();
      await refresh({ user: null });
      setStatus({ state: 'done', message: answer.message });
    } catch (error) {
      console.error('account: logout failed', error);
      setStatus({ state: 'failed' });
    }
  }, [refresh]);

  useEffect(() => {
    // Once, even under React's development double effect: one logout is enough.
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);

  return (
    <div className={`container ${styles.page}`} data-testid="logout-page">
      <div className={styles.narrow}>
        <AccountHeading eyebrow={heading.eyebrow} title={heading.title} />
        {status.state === 'working' && (
          <p className={styles.status} role="status" aria-busy>
            {heading.lead}
          </p>
        )}
        {status.state === 'done' && <SuccessNotice message={status.message} />}
        {status.state === 'failed' && (
          <p className={styles.status} role="alert" data-testid="logout-failed">
            {t('logout.failed')}{' '}
            <button type="button" className={textButton.textButton} onClick={() => void logout()}>
              {t('logout.retry')}
            </button>
          </p>
        )}
        {status.state !== 'working' && (
          <p className={styles.links}>
            <ShopLink href={links.login}>{t('logout.login')}</ShopLink>
            <ShopLink href={links.home}>{t('home')}</ShopLink>
          </p>
        )}
      </div>
    </div>
  );
}
