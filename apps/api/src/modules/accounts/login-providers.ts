import type { WebInstance } from '@stride/contract';
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

/**
 * The web instances as the api publishes them (GET /webinstance, and every request's context): a
 * shop's Google or Facebook switch is on only when the api also has that provider's settings, so the
 * storefront never shows a button whose login would be refused. The switch in the database says what
 * the shop wants; the settings say what this deployment can do.
 */
export function withOfferedLogins<T extends WebInstance>(instances: readonly T[], config: Config): T[] {
  const { google, facebook } = config.socialLogin;
  return instances.map((instance) => ({
    ...instance,
    globalSettings: {
      ...instance.globalSettings,
      google_login_enabled: instance.globalSettings.google_login_enabled && google !== undefined,
      facebook_login_enabled: instance.globalSettings.facebook_login_enabled && facebook !== undefined,
    },
  }));
}
