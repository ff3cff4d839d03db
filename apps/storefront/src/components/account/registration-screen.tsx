'use client';

import type { ContactCountry } from '@stride/rules';
import { ShopLink } from '@/components/common/shop-link';
import { withBackUrl } from '@/lib/account/back-url';
import styles from './account.module.css';
import type { AccountLinks } from './account-links';
import { GuestScreen, type ScreenHeading } from './guest-screen';
import { RegistrationForm } from './registration-form';
import { SocialLogin, type SocialProviders } from './social-login';

/**
 * The registration page's body (`/registracia`): the form, Google and Facebook where the shop offers
 * them, and the way to the login. A new account lands on its profile (or `backUrl`), which says
 * "registered".
 */
export function RegistrationScreen({
  links,
  heading,
  loginText,
  providers,
  country,
}: {
  links: AccountLinks;
  heading: ScreenHeading;
  /** "Already have an account? Log in". */
  loginText: string;
  providers: SocialProviders;
  country: ContactCountry;
}) {
  return (
    <GuestScreen links={links} heading={heading} announce testId="registration-page">
      {({ backUrl, signIn }) => (
        <>
          <RegistrationForm links={links} backUrl={backUrl} country={country} onSignedIn={signIn} />
          <SocialLogin providers={providers} backUrl={backUrl ?? links.profile} />
          <p className={styles.links}>
            <ShopLink href={withBackUrl(links.login, backUrl)} data-testid="login-link-from-registration">
              {loginText}
            </ShopLink>
          </p>
        </>
      )}
    </GuestScreen>
  );
}
