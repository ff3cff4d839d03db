import {
  AccountDeleteRequestSchema,
  AuthSuccessSchema,
  EmailVerifyRequestSchema,
  LoginRequestSchema,
  NoticeSchema,
  PasswordChangeRequestSchema,
  PasswordResetConfirmRequestSchema,
  PasswordResetRequestSchema,
  ProfileSchema,
  ProfileUpdateRequestSchema,
  SignupRequestSchema,
  type User,
} from '@stride/contract';
import { localizedPath } from '@stride/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorResponses, errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import { type NoticeKey, notice } from '../../messages';
import type { ModuleOptions } from '../../module-options';
import { CART_COOKIE, cartCookieOptions } from '../cart/cart-token';
import { isCrossSiteNavigation } from '../sessions/cross-site';
import { clearSessionCookie } from '../sessions/session-cookie';
import { type PersonalContext, personalContextOf } from '../sessions/visitor';
import { renderAccountMail } from './account-mail';
import { sweepExpiredAccountRows } from './housekeeping';
import { setLoginCookies } from './login-cookies';
import { mailShopOf } from './queries';
import { accountRateLimits } from './rate-limits';
import {
  type AccountMailer,
  changePassword,
  confirmPasswordReset,
  deleteAccount,
  getProfile,
  type Login,
  login,
  logout,
  requestPasswordReset,
  resendVerification,
  signup,
  updateUserProfile,
  verifyEmailLink,
} from './service';
import { socialLoginRoutes } from './social-routes';

const TAGS = ['accounts'];
const personal = { cache: 'personal' } as const;

/** Expired sessions, links, questions and rate-limit windows are deleted this often. */
const SWEEP_EVERY_MS = 10 * 60_000;

export const accountsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const limited = await accountRateLimits(app, database, config.signupsPerAddressPerHour);
  const sweeper = setInterval(() => {
    sweepExpiredAccountRows(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired account rows not swept'),
    );
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  /**
   * Account e-mails go out straight after the answer, not through the outbox: the outbox renders
   * from stored rows, and a link's token is stored only hashed. A failed send is logged; the shopper
   * asks again (the reset form, or "send the verification e-mail again").
   */
  const mail: AccountMailer = ({ kind, ctx, to, token }) => {
    const route = kind === 'passwordReset' ? '/new-password' : '/verify-email';
    const link = `${config.publicOrigins[ctx.locale]}${localizedPath(ctx.locale, route)}#${token}`;
    const label = kind === 'passwordReset' ? 'password-reset' : 'email-verification';
    mailShopOf(database.db, ctx.webInstanceId)
      .then((shop) =>
        app.mailTransport.send(
          renderAccountMail(kind, { locale: ctx.locale, shop, to, link, mailFrom: config.mail.from }),
          label,
        ),
      )
      .then(
        () => app.log.info({ kind, to: app.mailTransport.description }, 'account e-mail sent'),
        (error: unknown) => app.log.error({ err: error, kind }, 'account e-mail not sent'),
      );
  };

  const cookieOf = (request: FastifyRequest) => request.cookies[CART_COOKIE];

  /** Sets the new session's cookie (and a handed-over cart's), and answers the user with the text. */
  const loggedIn = (request: FastifyRequest, reply: FastifyReply, done: Login, key: NoticeKey) => {
    setLoginCookies(request, reply, done);
    return authSuccess(personalContextOf(request), done.user, key);
  };

  // Google and Facebook (issue 13 §3): the same sessions and e-mails as the routes below.
  await app.register(socialLoginRoutes, { config, database, mail, loginLimit: limited('login') });

  app.post(
    '/api/lib/v1/auth/signup',
    {
      config: personal,
      preHandler: limited('signup'),
      schema: {
        tags: TAGS,
        summary: 'Registers and logs in (spec §3 payload with the challenge’s answer); keeps the visitor’s cart',
        headers: WebInstanceHeadersSchema,
        body: SignupRequestSchema,
        response: { 200: AuthSuccessSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const ctx = personalContextOf(request);
      const done = await signup(database, ctx, request.body, { cartToken: cookieOf(request), mail });
      return loggedIn(request, reply, done, 'registered');
    },
  );

  app.post(
    '/api/lib/v1/auth/login',
    {
      config: personal,
      preHandler: limited('login'),
      schema: {
        tags: TAGS,
        summary: 'Logs in with e-mail and password; remember keeps the login 30 days',
        headers: WebInstanceHeadersSchema,
        body: LoginRequestSchema,
        response: { 200: AuthSuccessSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const done = await login(database, personalContextOf(request), request.body, { cartToken: cookieOf(request) });
      return loggedIn(request, reply, done, 'logged_in');
    },
  );

  app.get(
    '/api/lib/v1/auth/signout',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Logs out: the session ends on the server, and the browser forgets it and the cart',
        headers: WebInstanceHeadersSchema,
        response: { 200: NoticeSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const ctx = personalContextOf(request);
      // A link on another site must not log the shopper out (spec §7 makes logout a GET).
      if (!isCrossSiteNavigation(request)) {
        await logout(database, ctx);
        clearSessionCookie(request, reply);
        // The cart stays the account's, for the next login; this browser starts a new one.
        if (ctx.user) reply.clearCookie(CART_COOKIE, cartCookieOptions(request.protocol === 'https'));
      }
      return { success: true as const, message: notice(ctx.locale, 'logged_out') };
    },
  );

  app.get(
    '/api/lib/v1/auth/profile',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Whether the visitor is logged in, and the user when so',
        headers: WebInstanceHeadersSchema,
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    async (request) => getProfile(personalContextOf(request)),
  );

  app.put(
    '/api/lib/v1/auth/profile',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Saves the profile form (spec §7 {user}): names, phone, birth date, address, company, addresses',
        headers: WebInstanceHeadersSchema,
        body: ProfileUpdateRequestSchema,
        response: { 200: AuthSuccessSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const ctx = personalContextOf(request);
      return authSuccess(ctx, await updateUserProfile(database, ctx, request.body), 'profile_updated');
    },
  );

  app.post(
    '/api/lib/v1/auth/password',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Changes the password; the user’s other sessions end',
        headers: WebInstanceHeadersSchema,
        body: PasswordChangeRequestSchema,
        response: { 200: NoticeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const ctx = personalContextOf(request);
      await changePassword(database, ctx, request.body);
      return { success: true as const, message: notice(ctx.locale, 'password_changed') };
    },
  );

  app.post(
    '/api/lib/v1/auth/password-reset',
    {
      config: personal,
      preHandler: limited('passwordReset'),
      schema: {
        tags: TAGS,
        summary:
          'E-mails a single-use link to set a new password (1 hour); the answer never says whether the e-mail is known',
        headers: WebInstanceHeadersSchema,
        body: PasswordResetRequestSchema,
        response: { 200: NoticeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const ctx = personalContextOf(request);
      const after = requestPasswordReset(database, ctx, request.body, mail);
      setImmediate(() => {
        after().catch((error: unknown) => app.log.error({ err: error }, 'password reset link not made'));
      });
      return { success: true as const, message: notice(ctx.locale, 'reset_link_sent') };
    },
  );

  app.post(
    '/api/lib/v1/auth/password-reset/confirm',
    {
      config: personal,
      preHandler: limited('login'),
      schema: {
        tags: TAGS,
        summary: 'Sets the new password with the e-mailed link’s token; every session ends and this one logs in',
        headers: WebInstanceHeadersSchema,
        body: PasswordResetConfirmRequestSchema,
        response: { 200: AuthSuccessSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const ctx = personalContextOf(request);
      const done = await confirmPasswordReset(database, ctx, request.body, { cartToken: cookieOf(request) });
      return loggedIn(request, reply, done, 'password_reset');
    },
  );

  app.post(
    '/api/lib/v1/auth/verify-email',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Verifies the e-mail with the e-mailed link’s token; the shop’s guest orders with it join the account',
        headers: WebInstanceHeadersSchema,
        body: EmailVerifyRequestSchema,
        response: { 200: NoticeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const ctx = personalContextOf(request);
      await verifyEmailLink(database, ctx, request.body.token);
      return { success: true as const, message: notice(ctx.locale, 'email_verified') };
    },
  );

  app.post(
    '/api/lib/v1/auth/verify-email/resend',
    {
      config: personal,
      preHandler: limited('passwordReset'),
      schema: {
        tags: TAGS,
        summary: 'E-mails the logged-in user a new verification link',
        headers: WebInstanceHeadersSchema,
        response: { 200: NoticeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const ctx = personalContextOf(request);
      await resendVerification(database, ctx, mail);
      return { success: true as const, message: notice(ctx.locale, 'verification_sent') };
    },
  );

  app.delete(
    '/api/lib/v1/auth/account',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Deletes the account (confirmed by the password); its orders are kept, unlinked',
        headers: WebInstanceHeadersSchema,
        body: AccountDeleteRequestSchema,
        response: { 200: NoticeSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const ctx = personalContextOf(request);
      await deleteAccount(database, ctx, request.body);
      clearSessionCookie(request, reply);
      reply.clearCookie(CART_COOKIE, cartCookieOptions(request.protocol === 'https'));
      return { success: true as const, message: notice(ctx.locale, 'account_deleted') };
    },
  );
};

/** The answer of a login, a signup or a profile change: the user and the text to show (spec §7). */
function authSuccess(ctx: PersonalContext, user: User, key: NoticeKey) {
  return { success: true as const, data: { user, messages: [{ field: null, message: notice(ctx.locale, key) }] } };
}
