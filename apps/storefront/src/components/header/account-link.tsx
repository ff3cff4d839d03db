'use client';

import { UserIcon } from '@/components/common/icons';
import { ShopLink } from '@/components/common/shop-link';
import { fillText } from '@/components/common/slots';
import { useProfile } from '@/lib/api/use-visitor';
import styles from './main-bar.module.css';

/** The account link's texts and targets, from the server (`{name}` is filled here). */
export type AccountLinkProps = {
  texts: { login: string; accountOf: string };
  hrefs: { login: string; profile: string };
};

/**
 * "Log in", or the signed-in user's name linking to the profile (spec §2 header). The cached page
 * carries the anonymous link; the profile read in the browser swaps in the name.
 */
export function AccountLink({ texts, hrefs }: AccountLinkProps) {
  const { data: profile } = useProfile();
  const user = profile?.isLoggedIn ? profile.user : null;
  const label = user ? user.fullName : texts.login;
  return (
    // Named by aria-label too: below 1024 px the text label is hidden and only the icon shows.
    <ShopLink
      href={user ? hrefs.profile : hrefs.login}
      className={styles.action}
      aria-label={user ? fillText(texts.accountOf, { name: user.fullName }) : label}
      data-testid="login-link"
      data-state={profile ? (user ? 'user' : 'anonymous') : 'loading'}
    >
      <span className={styles.iconWrap}>
        <UserIcon size={22} />
      </span>
      <span className={styles.actionLabel}>{label}</span>
    </ShopLink>
  );
}
