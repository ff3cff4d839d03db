'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { safeBackUrl } from '@/lib/account/back-url';
import { useLoginRefresh } from '@/lib/api/use-login-refresh';
import { useVisitorRefresh } from '@/lib/api/use-visitor';
import { useShopNavigation } from '@/lib/hooks/use-shop-navigation';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { AccountHeading } from './account-states';

/** What the api's social login brought back in the query: where to go, and its error when it failed. */
export function callbackOutcome(search: string, home: string): { error: string } | { to: string } {
  const query = new URLSearchParams(search);
  const error = query.get('error')?.trim();
  if (error) return { error };
  return { to: safeBackUrl(query.get('backUrl')) ?? home };
}

/**
 * Where Google or Facebook login ends (`/auth/callback?backUrl=…`, the api sends the shopper here with
 * the session cookie set): the guest's wishlist goes into the account and the visitor's data is read
 * again, then the page goes to `backUrl` when it is this shop's, else home. A failed login (`&error=`) is said here, with the way back to the login.
 */
export function AuthCallbackScreen({ links }: { links: AccountLinks }) {
  const t = useTranslations('account');
  const refresh = useVisitorRefresh();
  // This page is new after the provider's redirect: it never saw the guest's wishlist, so it always asks.
  const loginRefresh = useLoginRefresh(false);
  const navigation = useShopNavigation();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const outcome = callbackOutcome(window.location.search, links.home);
    // A failed login logged nobody in: there is no account to merge the guest's wishlist into.
    void ('error' in outcome ? refresh() : loginRefresh())
      // The next page reads the visitor again anyway: a failed read here holds nothing up.
      .catch((failure: unknown) => console.error('account: the visitor was not read again', failure))
      .then(() => {
        if ('error' in outcome) setError(outcome.error);
        else navigation.replace(outcome.to);
      });
  }, [refresh, loginRefresh, navigation, links.home]);

  return (
    <div className={`container ${styles.page}`} data-testid="auth-callback-page">
      <div className={styles.narrow}>
        <AccountHeading title={error === null ? t('callback.title') : t('callback.failedTitle')} />
        {error === null ? (
          <p className={styles.status} role="status" aria-busy>
            {t('callback.working')}
          </p>
        ) : (
          <>
            <p className={styles.status} role="alert" data-testid="auth-callback-error">
              {error}
            </p>
            <p className={styles.links}>
              <ShopLink href={links.login}>{t('callback.login')}</ShopLink>
              <ShopLink href={links.home}>{t('home')}</ShopLink>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
