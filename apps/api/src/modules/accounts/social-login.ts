import type { DatabaseHandle, Executor } from '@stride/db';
import { ConflictError, UnprocessableError } from '../../errors';
import { storedFormOfSent } from '../../lib/secret-token';
import type { MessageParams } from '../../messages';
import { deleteUserSessions } from '../sessions/queries';
import { forgetSessionsOf } from '../sessions/session-cache';
import type { PersonalContext } from '../sessions/visitor';
import { findUserByIdentity, forgetUnprovenWaysIn, linkIdentity } from './identity-queries';
import type { ProviderProfile } from './provider-profile';
import { addressesOf, findUser, findUserByEmail, insertUser, type UserRow } from './queries';
import { type AccountMailer, type Login, newLink, openSession, trustVerifiedEmail, userOf } from './service';
import { PROVIDER_NAMES, type SocialProvider } from './social-login-flow';

/**
 * A provider vouched for who is logging in (google-login.ts, facebook-login.ts); this decides which
 * user of the shop that is, in one transaction with the session it opens:
 *
 * 1. the user the provider's account is linked to in this shop;
 * 2. else the shop's user with the provider's e-mail, but only when the provider says the e-mail is
 *    verified: an unverified one would let anyone who types another person's address at the provider
 *    into that person's account. An unverified e-mail that is registered is refused, saying to log in
 *    as before;
 * 3. else a new user with that e-mail and no password. A provider that gives no e-mail at all is
 *    refused: the shop's accounts are e-mail accounts (orders, receipts, password reset), and an
 *    account without one could never be found again by its owner.
 *
 * The provider's account is linked in (1)'s table from then on. A verified e-mail marks the user's
 * e-mail verified and joins the shop's guest orders with it (trustVerifiedEmail); an unverified one of
 * a new user gets the usual verification e-mail. The session, its cookie and the cart are a password
 * login's (openSession), not remembered: the button has no "remember me".
 */
export async function socialLogin(
  database: DatabaseHandle,
  ctx: PersonalContext,
  provider: SocialProvider,
  profile: ProviderProfile,
  { cartToken, mail }: { cartToken: string | undefined; mail: AccountMailer },
): Promise<Login> {
  const params = { provider: PROVIDER_NAMES[provider] };
  const identity = { webInstanceId: ctx.webInstanceId, provider, subject: profile.subject };
  const done = await database.transaction(async (tx) => {
    let user = await findUserByIdentity(tx, identity);
    let verification: string | null = null;
    if (!user) {
      const account = await accountOf(tx, ctx, profile, params);
      user = account.user;
      if (account.created && !profile.emailVerified) verification = await newLink(tx, user, 'email_verification');
      // Linked by another login of the same provider account a moment ago: that link stands.
      if (!(await linkIdentity(tx, { ...identity, userId: user.id }))) {
        user = (await findUserByIdentity(tx, identity)) ?? user;
      }
    }
    if (profile.emailVerified && profile.email === user.email) await trustVerifiedEmail(tx, user);
    const session = await openSession(tx, ctx, user, { remember: false, cartTokenHash: storedFormOfSent(cartToken) });
    return { user: (await findUser(tx, user.id)) ?? user, session, verification };
  });
  // Its sessions may have ended (a takeover), its e-mail been verified, the browser's previous session ended.
  forgetSessionsOf(database, done.user.id, ctx.user?.id);
  if (done.verification !== null) {
    mail({ kind: 'emailVerification', ctx, to: done.user.email, token: done.verification });
  }
  return { user: userOf(done.user, await addressesOf(database.db, done.user.id)), ...done.session };
}

/** The shop's user of the provider's e-mail (rule 2), or a new one (rule 3). */
async function accountOf(
  tx: Executor,
  ctx: PersonalContext,
  profile: ProviderProfile,
  params: MessageParams,
): Promise<{ user: UserRow; created: boolean }> {
  if (profile.email === null) throw new UnprocessableError([{ field: null, key: 'login_provider_no_email', params }]);
  const registered = await findUserByEmail(tx, ctx.webInstanceId, profile.email);
  if (registered) return { user: await claimedByVerifiedEmail(tx, registered, profile), created: false };
  const created = await insertUser(tx, {
    webInstanceId: ctx.webInstanceId,
    email: profile.email,
    passwordHash: null,
    firstname: profile.firstname,
    surname: profile.surname,
  });
  if (created) return { user: created, created: true };
  // Registered in the same moment (the unique index kept one): as if it had been there before.
  const meanwhile = await findUserByEmail(tx, ctx.webInstanceId, profile.email);
  if (!meanwhile) throw new Error('socialLogin: the e-mail is neither free nor registered');
  return { user: await claimedByVerifiedEmail(tx, meanwhile, profile), created: false };
}

/**
 * A registered user whom the provider's verified e-mail proves to be the one logging in. When nobody
 * had proved that e-mail before, the account may have been opened by someone else in the owner's
 * name, waiting for the owner to move in (account pre-hijacking): its password, its other providers
 * and its sessions go, and the owner sets a password of their own (the reset link, or the profile).
 */
async function claimedByVerifiedEmail(tx: Executor, user: UserRow, profile: ProviderProfile): Promise<UserRow> {
  if (!profile.emailVerified) {
    throw new ConflictError([{ field: null, key: 'login_provider_email_taken' }]);
  }
  if (user.emailVerifiedAt === null) {
    await forgetUnprovenWaysIn(tx, user.id);
    await deleteUserSessions(tx, user.id);
  }
  return user;
}
