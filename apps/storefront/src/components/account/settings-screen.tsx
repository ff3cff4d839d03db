'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { useVisitorRefresh } from '@/lib/api/use-visitor';
import styles from './account.module.css';
import { AccountDeletion } from './account-deletion';
import { AccountFrame } from './account-frame';
import type { AccountLinks } from './account-links';
import { AccountHeading, SuccessNotice } from './account-states';
import { PasswordChangeForm } from './password-change-form';

/**
 * The account settings page (`/ucet/nastavenia`): the password, and deleting the account. Once the
 * account is deleted the page says so in place of the account's (whose gate would send the visitor,
 * logged out now, to the login).
 */
export function SettingsScreen({ links }: { links: AccountLinks }) {
  const t = useTranslations('account');
  const refresh = useVisitorRefresh();
  const [deleted, setDeleted] = useState<string | null>(null);

  function accountDeleted(message: string) {
    setDeleted(message);
    refresh({ user: null }).catch((error: unknown) => console.error('account: the visitor was not read again', error));
  }

  if (deleted !== null) {
    return (
      <div className={`container ${styles.page}`} data-testid="account-deleted">
        <div className={styles.narrow}>
          <AccountHeading title={t('settings.deletedTitle')} />
          <SuccessNotice message={deleted} />
          <p className={styles.links}>
            <ShopLink href={links.home}>{t('home')}</ShopLink>
          </p>
        </div>
      </div>
    );
  }

  return (
    <AccountFrame links={links} current="settings" title={t('settings.title')}>
      {(user) => (
        <>
          <PasswordChangeForm user={user} />
          <AccountDeletion user={user} onDeleted={accountDeleted} />
        </>
      )}
    </AccountFrame>
  );
}
