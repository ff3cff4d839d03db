import { localizedPath } from '@stride/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, BadRequestError, errorResponses, type FieldError } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import { translate } from '../../messages';
import type { ModuleOptions } from '../../module-options';
import { CART_COOKIE } from '../cart/cart-token';
import { type PersonalContext, personalContextOf } from '../sessions/visitor';
import { acceptedBackUrl } from './back-url';
import { setLoginCookies } from './login-cookies';
import { loginProvidersOf } from './login-providers';
import type { LoginProvider, ProviderProfile } from './provider-profile';
import type { AccountMailer, Login } from './service';
import { socialLogin } from './social-login';
import {
  authPathOf,
  newLoginFlow,
  PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  setLoginFlowCookie,
  stateMatches,
  takeLoginFlow,
} from './social-login-flow';

const TAGS = ['accounts'];

export type SocialLoginOptions = ModuleOptions & {
  /** The account e-mails' sender (accounts/routes.ts): a new account's verification link. */
  mail: AccountMailer;
  /** The password login's rate limit, which a provider's callback counts under too. */
  loginLimit: (request: FastifyRequest) => Promise<void>;
};

/** The authorization response's parameters we read; the provider may add others, which pass untouched. */
const CallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

/**
 * Google and Facebook login (issue 13 §3). The storefront's button is a plain link to the start, on
 * the shop's own host (its /api/* proxy), with the page to come back to:
 *
 *   GET …/auth/{provider}/start?backUrl=…  → 302 to the provider (the login's state in a cookie)
 *   GET …/auth/{provider}/callback?code=…&state=…  (the provider sends the browser back here)
 *     → 302 to the storefront's /auth/callback?backUrl=… with the session's cookie,
 *       or ?backUrl=…&error=<the text to show> with no session.
 *
 * The start refuses, as a 400, a back URL off the shops' own origins and a provider the shop has
 * switched off (its globalSettings) or the api has no settings for. Past the start, every failure
 * (the shopper cancelled, the state does not match, the provider refused or cannot be reached)
 * becomes the storefront's page with the text, since a browser, not a script, is following along.
 */
export const socialLoginRoutes: FastifyPluginAsyncZod<SocialLoginOptions> = async (
  app,
  { config, database, mail, loginLimit },
) => {
  const providers = loginProvidersOf(config);
  const shopOrigins = Object.values(config.publicOrigins);

  /** The provider's client, when the api has its settings and the shop has its button switched on. */
  const offeredBy = (ctx: PersonalContext, provider: SocialProvider): LoginProvider | undefined => {
    const settings = ctx.webInstance.globalSettings;
    const enabled = provider === 'google' ? settings.google_login_enabled : settings.facebook_login_enabled;
    return enabled ? providers[provider] : undefined;
  };

  /** Our callback as the provider sees it: through the storefront's proxy, so its cookies are the shop's. */
  const redirectUriOf = (ctx: PersonalContext, provider: SocialProvider) =>
    `${config.publicOrigins[ctx.locale]}${authPathOf(provider)}/callback`;

  /** The storefront's callback route, which goes on to `backUrl` or shows `error`. */
  const storefrontCallback = (ctx: PersonalContext, backUrl: string, error?: FieldError) => {
    const url = new URL(`${config.publicOrigins[ctx.locale]}${localizedPath(ctx.locale, '/auth/callback')}`);
    url.searchParams.set('backUrl', backUrl);
    if (error) url.searchParams.set('error', translate(ctx.locale, error.key, error.params));
    return url.href;
  };

  for (const provider of SOCIAL_PROVIDERS) {
    const name = PROVIDER_NAMES[provider];
    const failed: FieldError = { field: null, key: 'login_provider_failed', params: { provider: name } };

    app.get(
      `${authPathOf(provider)}/start`,
      {
        config: { cache: 'personal' },
        schema: {
          tags: TAGS,
          summary: `Starts the login with ${name}: redirects (302) to ${name}, and afterwards to the storefront’s /auth/callback with backUrl`,
          headers: WebInstanceHeadersSchema,
          querystring: z.object({
            backUrl: z
              .string()
              .max(4000)
              .optional()
              .describe('Where to go after the login: a path of the shop ("/kosik") or a URL on a shop’s own origin'),
          }),
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const ctx = personalContextOf(request);
        const backUrl = acceptedBackUrl(request.query.backUrl ?? '/', shopOrigins);
        if (backUrl === null) throw new BadRequestError([{ field: 'backUrl', key: 'back_url_refused' }]);
        const client = offeredBy(ctx, provider);
        if (!client) throw new BadRequestError([{ field: null, key: 'login_provider_disabled' }]);
        const flow = newLoginFlow(provider, ctx.webInstanceId, backUrl);
        let target: URL;
        try {
          target = await client.authorizationUrl(flow, redirectUriOf(ctx, provider));
        } catch (error) {
          // Google's discovery document could not be read: the shopper sees why, back where they were.
          request.log.warn({ err: error, provider }, 'social login: the provider cannot be reached');
          return reply.redirect(storefrontCallback(ctx, backUrl, failed), 302);
        }
        setLoginFlowCookie(request, reply, flow);
        return reply.redirect(target.href, 302);
      },
    );

    app.get(
      `${authPathOf(provider)}/callback`,
      {
        config: { cache: 'personal' },
        preHandler: loginLimit,
        schema: {
          tags: TAGS,
          summary: `Where ${name} sends the shopper back: logs in (or refuses) and redirects (302) to the storefront’s /auth/callback`,
          headers: WebInstanceHeadersSchema,
          querystring: CallbackQuerySchema,
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const ctx = personalContextOf(request);
        const flow = takeLoginFlow(request, reply, provider, ctx.webInstanceId);
        // Checked again: the cookie is the browser's, and only our own addresses are ever gone to.
        const backUrl = (flow && acceptedBackUrl(flow.backUrl, shopOrigins)) ?? '/';
        const back = (error?: FieldError) => reply.redirect(storefrontCallback(ctx, backUrl, error), 302);

        // A response this browser's login did not ask for (no login begun here, another login's state,
        // or a link someone else made with their own code): nothing happens, so nobody is logged in
        // to an account that is not theirs.
        if (!flow || !stateMatches(flow, request.query.state)) {
          request.log.info({ provider, begun: flow !== null }, 'social login: state missing or not this login’s');
          return back(failed);
        }
        if (request.query.error !== undefined) {
          // The shopper cancelled (access_denied) or the provider refused.
          request.log.info({ provider, error: request.query.error }, 'social login: the provider answered an error');
          return back(failed);
        }
        const client = offeredBy(ctx, provider);
        if (!client) return back({ field: null, key: 'login_provider_disabled' });

        const redirectUri = redirectUriOf(ctx, provider);
        const callbackUrl = new URL(redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        let profile: ProviderProfile;
        try {
          profile = await client.profileOf(callbackUrl, flow, redirectUri);
        } catch (error) {
          request.log.warn({ err: error, provider }, 'social login: the provider’s answer was not accepted');
          return back(failed);
        }
        let login: Login;
        try {
          login = await socialLogin(database, ctx, provider, profile, {
            cartToken: request.cookies[CART_COOKIE],
            mail,
          });
        } catch (error) {
          if (error instanceof ApiError) return back(error.fieldErrors[0] ?? failed);
          request.log.error({ err: error, provider }, 'social login: unexpected error');
          return back(failed);
        }
        setLoginCookies(request, reply, login);
        return back();
      },
    );
  }
};
