'use client';

import type { AuthSuccess } from '@stride/contract';
import type { ReactNode } from 'react';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { AccountHeading, GateStatus } from './account-states';
import { useAccountGate } from './use-account-gate';
import { useBackUrl } from './use-back-url';
import { useSignIn } from './use-sign-in';

export type ScreenHeading = { eyebrow?: string; title: string; lead?: string };

/** What a guest's form needs: where to go back to, and what to do once the api has logged the visitor in. */
export type GuestFormProps = { backUrl: string | null; signIn: (answer: AuthSuccess) => Promise<void> };

/**
 * A page for a visitor who is not logged in (login, registration): a logged-in visitor goes on to
 * their `backUrl` or profile. The form is drawn at once, before the profile answers: it holds nothing
 * of anyone's. After its success the page goes where `backUrl` says, else to the profile.
 */
export function GuestScreen({
  links,
  heading,
  announce,
  testId,
  children,
}: {
  links: AccountLinks;
  heading: ScreenHeading;
  /** Whether the api's success text is shown on the next page ("registered"). */
  announce: boolean;
  testId: string;
  children: (form: GuestFormProps) => ReactNode;
}) {
  const backUrl = useBackUrl();
  const { leaving, signIn } = useSignIn(() => backUrl ?? links.profile, announce);
  const gate = useAccountGate('guest', links, leaving);
  return (
    <div className={`container ${styles.page}`} data-testid={testId}>
      <div className={styles.narrow}>
        <AccountHeading {...heading} />
        {gate.state === 'leaving' && !leaving ? <GateStatus gate={gate} /> : children({ backUrl, signIn })}
      </div>
    </div>
  );
}
