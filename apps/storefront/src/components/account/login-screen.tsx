'use client';

import type { AccountLinks } from './account-links';
import { GuestScreen, type ScreenHeading } from './guest-screen';
import { LoginForm } from './login-form';
import { SocialLogin, type SocialProviders } from './social-login';

/** The login page's body (`/prihlasenie`): the form, then Google and Facebook where the shop offers them. */
export function LoginScreen({
  links,
  heading,
  providers,
}: {
  links: AccountLinks;
  heading: ScreenHeading;
  providers: SocialProviders;
}) {
  return (
    <GuestScreen links={links} heading={heading} announce={false} testId="login-page">
      {({ backUrl, signIn }) => (
        <>
          <LoginForm links={links} backUrl={backUrl} onSignedIn={signIn} />
          <SocialLogin providers={providers} backUrl={backUrl ?? links.profile} />
        </>
      )}
    </GuestScreen>
  );
}
