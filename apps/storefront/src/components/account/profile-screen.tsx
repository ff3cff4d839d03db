'use client';

import type { User } from '@stride/contract';
import type { ContactCountry } from '@stride/rules';
import { useTranslations } from 'next-intl';
import styles from './account.module.css';
import { AccountFrame } from './account-frame';
import type { AccountLinks } from './account-links';
import type { ScreenHeading } from './guest-screen';
import { ProfileForm } from './profile-form';
import { ResendVerification } from './resend-verification';

/** The profile page (`/ucet/profil`): the login e-mail, whether it is verified, and the profile form. */
export function ProfileScreen({
  links,
  heading,
  shopCountry,
}: {
  links: AccountLinks;
  heading: ScreenHeading;
  shopCountry: ContactCountry;
}) {
  return (
    <AccountFrame links={links} current="profile" eyebrow={heading.eyebrow} title={heading.title}>
      {(user) => <Profile user={user} lead={heading.lead} shopCountry={shopCountry} />}
    </AccountFrame>
  );
}

function Profile({ user, lead, shopCountry }: { user: User; lead?: string; shopCountry: ContactCountry }) {
  const t = useTranslations('account.profile');
  return (
    <>
      {lead && <p className={styles.sectionLead}>{lead}</p>}
      <p data-testid="profile-email">
        {t('emailLabel')}: <strong>{user.email}</strong>
      </p>
      {!user.emailVerified && (
        <div className={styles.note} data-testid="unverified-email">
          <p>{t('unverified', { email: user.email })}</p>
          <ResendVerification />
        </div>
      )}
      {/* Keyed by the account: another login in this tab starts the form from that account's data. */}
      <ProfileForm key={user.email} user={user} shopCountry={shopCountry} />
    </>
  );
}
