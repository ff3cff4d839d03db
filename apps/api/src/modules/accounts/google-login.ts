import * as oidc from 'openid-client';
import { z } from 'zod';
import type { GoogleLoginSettings } from '../../config';
import { emailOf, type LoginProvider, nameOf } from './provider-profile';
import type { LoginFlow } from './social-login-flow';

/** Seconds any request to Google may take before the login fails (openid-client's own default is 30). */
const TIMEOUT_SECONDS = 10;

/**
 * The ID token's claims we use (Google's, with the `email profile` scopes). openid-client has already
 * checked the token: its issuer, that it is for our client, its times and the nonce.
 */
const GoogleClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

/**
 * Google's login: OpenID Connect's authorization-code flow through openid-client, with PKCE (S256),
 * state and nonce. The issuer's discovery document is read at the first login, not at start, so the
 * api starts while Google is out of reach; a failed discovery is tried again at the next login.
 */
export function googleLogin(settings: GoogleLoginSettings): LoginProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // The settings allow http only for an issuer on this machine (a test's); Google's is https.
        execute: new URL(settings.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl(flow: LoginFlow, redirectUri: string) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
    },

    async profileOf(callbackUrl: URL, flow: LoginFlow) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = GoogleClaimsSchema.parse(tokens.claims());
      return {
        subject: claims.sub,
        email: emailOf(claims.email),
        // Google vouches for the address only with email_verified: true; anything else is the user's word.
        emailVerified: claims.email_verified === true,
        firstname: nameOf(claims.given_name),
        surname: nameOf(claims.family_name),
      };
    },
  };
}
