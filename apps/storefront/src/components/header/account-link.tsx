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
 * "Log in", or the signed-in user's name linking to the profile (spec §2 header); a user who gave no
 * name is shown by their e-mail. The cached page carries the anonymous link; the profile read in the
 * browser swaps in the name (decision 0008).
 */
export function AccountLink({ texts, hrefs }: AccountLinkProps) {
  const { data: profile } = useProfile();
  const user = profile?.isLoggedIn ? profile.user : null;
  const name = user ? user.fullName.trim() || user.email : null;
  const label = name ?? texts.login;
  return (
    // Named by aria-label too: below 1024 px the text label is hidden and only the icon shows.
    <ShopLink
      href={user ? hrefs.profile : hrefs.login}
      className={styles.action}
      aria-label={name ? fillText(texts.accountOf, { name }) : label}
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
