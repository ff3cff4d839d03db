import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { newSecretToken } from '../../lib/secret-token';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How the messages name a provider. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** A shopper has this long from the login button to coming back from the provider. */
export const LOGIN_FLOW_SECONDS = 10 * 60;

/** The api's paths of one provider's login: its start and the callback the provider returns to. */
export const authPathOf = (provider: SocialProvider) => `/api/lib/v1/auth/${provider}`;

/** A secret of the login: 256 random bits as 43 base64url characters (newSecretToken). */
const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * What the callback must know of the login the start began: the provider, the shop, the state the
 * provider must echo (so nobody can slip their own authorization response into this browser), the
 * PKCE verifier and the OpenID nonce (so a code or an ID token caught elsewhere is useless here),
 * and where to go afterwards.
 *
 * It travels in a cookie, not a table: a cookie is this browser's own, which is exactly what the
 * state must be bound to; the start writes nothing to the database (a link anyone can load cannot
 * fill a table), any api process can finish the login, and there is nothing to sweep. It is
 * HttpOnly, SameSite=Lax (sent when the provider sends the browser back, a top-level GET), scoped
 * to the provider's auth path, lives ten minutes, and is cleared at the callback, whatever its end.
 * It is neither signed nor encrypted: the browser that holds it is the one logging in, so reading it
 * tells nobody else anything, and changing it can only spoil that browser's own login; another site
 * cannot set it (a host-only cookie, `__Secure-` over https). What it says is checked again at the
 * callback all the same (its form, the shop, the expiry, the back URL).
 */
const LoginFlowSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  webInstanceId: z.number().int(),
  state: TokenSchema,
  nonce: TokenSchema,
  codeVerifier: TokenSchema,
  backUrl: z.string().max(2000),
  expiresAt: z.number().int(),
});
export type LoginFlow = z.infer<typeof LoginFlowSchema>;

/**
 * A new login's secrets: 256 random bits each (a PKCE verifier of 43 unreserved characters, as
 * RFC 7636 asks).
 */
export function newLoginFlow(provider: SocialProvider, webInstanceId: number, backUrl: string): LoginFlow {
  return {
    provider,
    webInstanceId,
    state: newSecretToken(),
    nonce: newSecretToken(),
    codeVerifier: newSecretToken(),
    backUrl,
    expiresAt: Date.now() + LOGIN_FLOW_SECONDS * 1000,
  };
}

/** Over https the cookie is `__Secure-` prefixed: a browser takes such a cookie only from a secure origin. */
function cookieNameOf(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Secure-login-flow' : 'login-flow';
}

function cookieOptions(request: FastifyRequest, provider: SocialProvider) {
  return {
    path: authPathOf(provider),
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

export function setLoginFlowCookie(request: FastifyRequest, reply: FastifyReply, flow: LoginFlow): void {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  reply.setCookie(cookieNameOf(request), value, {
    ...cookieOptions(request, flow.provider),
    maxAge: LOGIN_FLOW_SECONDS,
  });
}

/**
 * The login this browser began with `provider` in this shop, once: the cookie is cleared here,
 * whatever follows. Null when there is none, it is not ours in form, for another provider or shop,
 * or older than ten minutes (its Max-Age is the browser's to keep; the expiry inside is ours).
 */
export function takeLoginFlow(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  webInstanceId: number,
): LoginFlow | null {
  const value = request.cookies[cookieNameOf(request)];
  if (value === undefined) return null;
  reply.clearCookie(cookieNameOf(request), cookieOptions(request, provider));
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = LoginFlowSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const flow = parsed.data;
  if (flow.provider !== provider || flow.webInstanceId !== webInstanceId || flow.expiresAt < Date.now()) return null;
  return flow;
}

/** Whether the provider echoed this login's state; compared in constant time. */
export function stateMatches(flow: LoginFlow, sent: string | undefined): boolean {
  if (sent === undefined) return false;
  const expected = Buffer.from(flow.state);
  const actual = Buffer.from(sent);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
