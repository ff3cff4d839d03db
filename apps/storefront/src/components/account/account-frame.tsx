'use client';

import type { User } from '@stride/contract';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { useProfile } from '@/lib/api/use-visitor';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { AccountHeading, GateStatus, SuccessNotice, useLeftNotice } from './account-states';
import { useAccountGate } from './use-account-gate';

export type AccountSection = 'profile' | 'orders' | 'credits' | 'settings';

type AccountFrameProps = {
  links: AccountLinks;
  current: AccountSection;
  title: string;
  eyebrow?: string;
  children: (user: User) => ReactNode;
};

/**
 * A logged-in member's page (profile, orders, credits, settings): the account's navigation beside the page,
 * and the page itself only once the api has said who is logged in. A visitor who is not goes to the
 * login, which brings them back.
 */
export function AccountFrame({ links, current, title, eyebrow, children }: AccountFrameProps) {
  const t = useTranslations('account.nav');
  const gate = useAccountGate('member', links);
  const { data: profile } = useProfile();
  const notice = useLeftNotice();
  const user = gate.state === 'open' && profile?.isLoggedIn ? profile.user : null;
  const sections: { key: AccountSection; href: string }[] = [
    { key: 'profile', href: links.profile },
    { key: 'orders', href: links.orders },
    { key: 'credits', href: links.credits },
    { key: 'settings', href: links.settings },
  ];

  return (
    <div className={`container ${styles.page}`} data-testid={`account-${current}`}>
      <AccountHeading eyebrow={eyebrow} title={title} />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('label')}>
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                <ShopLink href={section.href} aria-current={section.key === current ? 'page' : undefined}>
                  {t(section.key)}
                </ShopLink>
              </li>
            ))}
            <li>
              <ShopLink href={links.logout}>{t('logout')}</ShopLink>
            </li>
          </ul>
        </nav>
        <div className={styles.content}>
          <SuccessNotice message={notice} />
          {user ? children(user) : <GateStatus gate={gate.state === 'open' ? { state: 'waiting' } : gate} />}
        </div>
      </div>
    </div>
  );
}
