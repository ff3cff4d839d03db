'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import screen from '@/components/common/screen.module.css';
import type { AccountGate } from '@/lib/account/account-gate';
import { takeNotice } from '@/lib/account/flash-notice';
import styles from './account.module.css';

/**
 * What an account page shows until it may show itself: waiting for the profile, sending the visitor
 * on, or that the profile could not be read. Nothing of the visitor's own is drawn in any of them.
 */
export function GateStatus({ gate }: { gate: Exclude<AccountGate, { state: 'open' }> }) {
  const t = useTranslations('account');
  const text = gate.state === 'failed' ? t('loadFailed') : gate.state === 'leaving' ? t('redirecting') : t('loading');
  return (
    <p className={styles.status} role="status" aria-busy={gate.state !== 'failed'} data-testid="account-gate">
      {text}
    </p>
  );
}

/** A success said on this page or left by the page before it (flash-notice.ts), read out politely. */
export function SuccessNotice({ message }: { message: string }) {
  return (
    <p className={styles.notice} role="status" data-testid="account-notice">
      {message}
    </p>
  );
}

/** The text a previous page left for this one ("registered"), taken once the page is in the browser. */
export function useLeftNotice(): string {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    const left = takeNotice(window.location.pathname);
    if (left) setNotice(left);
  }, []);
  return notice;
}

/** An account page's heading block: eyebrow, title and lead, the same on every account page. */
export function AccountHeading({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <header className={styles.heading}>
      {eyebrow && <p className={screen.eyebrow}>{eyebrow}</p>}
      <h1 className={`display ${styles.title}`}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
