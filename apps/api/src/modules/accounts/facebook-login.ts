import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { FacebookLoginSettings } from '../../config';
import { emailOf, type LoginProvider, LoginProviderError, nameOf } from './provider-profile';
import type { LoginFlow } from './social-login-flow';

/** How long each call to Facebook may take before the login fails. */
const TIMEOUT_MS = 10_000;

/** The access token's answer of `GET /oauth/access_token` (Facebook's manual login flow). */
const FacebookTokenSchema = z.object({ access_token: z.string().min(1).max(4096) });

/** `GET /me?fields=id,email,first_name,last_name`: the app-scoped user id, and what the person shared. */
const FacebookMeSchema = z.object({
  id: z.string().regex(/^\d{1,32}$/),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * Facebook's login: its OAuth dialog with state, the code exchanged at the Graph API's
 * `/oauth/access_token`, and the person read from `/me`. Plain fetch, each answer checked by a schema:
 * Facebook speaks OAuth 2 but not OpenID Connect in this flow (its OIDC variant is still marked as in
 * testing), so there is no ID token for openid-client to check, and its token endpoint is a GET.
 *
 * Facebook does not say whether the e-mail it returns was confirmed, so its address counts as
 * unverified: it makes a new account (which the owner verifies by the usual link) but never logs in
 * to an existing one.
 */
export function facebookLogin(settings: FacebookLoginSettings): LoginProvider {
  async function graph<T extends z.ZodType>(path: string, params: Record<string, string>, schema: T) {
    const url = new URL(`${settings.graphUrl}${path}`);
    url.search = new URLSearchParams(params).toString();
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch (error) {
      throw new LoginProviderError(`facebook ${path}: no answer`, { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // Graph's errors say what went wrong in `error`; the log keeps its type and code, never a token.
      const detail = z.object({ error: z.object({ type: z.string(), code: z.number() }) }).safeParse(body);
      const said = detail.success ? ` (${detail.data.error.type} ${detail.data.error.code})` : '';
      throw new LoginProviderError(`facebook ${path}: HTTP ${response.status}${said}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new LoginProviderError(`facebook ${path}: an answer of another shape`);
    return parsed.data as z.output<T>;
  }

  return {
    async authorizationUrl(flow: LoginFlow, redirectUri: string) {
      const url = new URL(settings.dialogUrl);
      url.search = new URLSearchParams({
        client_id: settings.appId,
        redirect_uri: redirectUri,
        state: flow.state,
        response_type: 'code',
        scope: 'email,public_profile',
      }).toString();
      return url;
    },

    async profileOf(callbackUrl: URL, _flow: LoginFlow, redirectUri: string) {
      // The state was compared by the route before the provider was called.
      const code = callbackUrl.searchParams.get('code');
      if (code === null || code === '' || code.length > 4096) throw new LoginProviderError('facebook: no code');
      const token = await graph(
        '/oauth/access_token',
        { client_id: settings.appId, client_secret: settings.appSecret, redirect_uri: redirectUri, code },
        FacebookTokenSchema,
      );
      const me = await graph(
        '/me',
        {
          fields: 'id,email,first_name,last_name',
          access_token: token.access_token,
          // Proves the call comes from the app's server (Facebook's "Require App Secret" setting).
          appsecret_proof: createHmac('sha256', settings.appSecret).update(token.access_token).digest('hex'),
        },
        FacebookMeSchema,
      );
      return {
        subject: me.id,
        email: emailOf(me.email),
        emailVerified: false,
        firstname: nameOf(me.first_name),
        surname: nameOf(me.last_name),
      };
    },
  };
}
