'use client';

import { useTranslations } from 'next-intl';
import { UserIcon } from '@/components/common/icons';
import { Link } from '@/i18n/navigation';
import { useProfile } from '@/lib/api/use-visitor';
import styles from './main-bar.module.css';

/**
 * "Log in", or the signed-in user's name linking to the profile (spec §2 header). The cached page
 * carries the anonymous link; the profile read in the browser swaps in the name.
 */
export function AccountLink() {
  const t = useTranslations('header');
  const { data: profile } = useProfile();
  const user = profile?.isLoggedIn ? profile.user : null;
  const label = user ? user.fullName : t('login');
  return (
    // Named by aria-label too: below 1024 px the text label is hidden and only the icon shows.
    <Link
      href={user ? '/account/profile' : '/login'}
      className={styles.action}
      aria-label={user ? t('accountOf', { name: user.fullName }) : label}
      data-testid="login-link"
      data-state={profile ? (user ? 'user' : 'anonymous') : 'loading'}
    >
      <span className={styles.iconWrap}>
        <UserIcon size={22} />
      </span>
      <span className={styles.actionLabel}>{label}</span>
    </Link>
  );
}
