import type { Config } from '../../config';
import { facebookLogin } from './facebook-login';
import { googleLogin } from './google-login';
import type { LoginProvider } from './provider-profile';
import type { SocialProvider } from './social-login-flow';

/** The providers the settings configure (issue 13 §3); one missing is simply not offered. */
export function loginProvidersOf(config: Config): Partial<Record<SocialProvider, LoginProvider>> {
  const { google, facebook } = config.socialLogin;
  return {
    ...(google ? { google: googleLogin(google) } : {}),
    ...(facebook ? { facebook: facebookLogin(facebook) } : {}),
  };
}
