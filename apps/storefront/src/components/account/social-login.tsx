'use client';

import { useTranslations } from 'next-intl';
import { socialLoginPath } from '@/lib/api/account-api';
import styles from './account.module.css';

export type SocialProviders = { google: boolean; facebook: boolean };

/**
 * "Continue with Google / Facebook" where the shop has them switched on (its web instance's
 * globalSettings). Plain links, not the app's: the api's start takes the whole page to the provider.
 */
export function SocialLogin({ providers, backUrl }: { providers: SocialProviders; backUrl: string }) {
  const t = useTranslations('account.social');
  const offered = (['google', 'facebook'] as const).filter((provider) => providers[provider]);
  if (offered.length === 0) return null;
  return (
    <section className={styles.social} aria-labelledby="social-login-title" data-testid="social-login">
      <p id="social-login-title" className={styles.socialTitle}>
        {t('legend')}
      </p>
      <ul>
        {offered.map((provider) => (
          <li key={provider}>
            <a
              href={socialLoginPath(provider, backUrl)}
              className={`button button-outline ${styles.socialLink}`}
              data-testid={`social-${provider}`}
            >
              {t(provider)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
