import type { Profile, User } from '@stride/contract';
import type { DatabaseHandle, Executor } from '@stride/db';
import {
  accountDeleteSchema,
  loginSchema,
  POSTAL_CODE_FORMAT,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  signupSchema,
} from '@stride/rules';
import type { z } from 'zod';
import { BadRequestError, ConflictError, type FieldError, UnauthorizedError, UnprocessableError } from '../../errors';
import { newSecretToken, storedFormOf, storedFormOfSent } from '../../lib/secret-token';
import type { MessageKey } from '../../messages';
import { adoptCart, deleteOpenCartsOfUser, handOverUserCart } from '../cart/queries';
import { requireSolvedChallenge } from '../challenges/service';
import { deleteSession, deleteUserSessions, insertSession } from '../sessions/queries';
import { forgetSessionsOf } from '../sessions/session-cache';
import { type PersonalContext, requireUser, sessionLifetimeMs } from '../sessions/visitor';
import type { AccountMailKind } from './account-mail';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './passwords';
import {
  type AddressRow,
  addressesOf,
  deleteUser,
  findUser,
  findUserByEmail,
  insertUser,
  insertUserToken,
  joinGuestOrders,
  replaceAddresses,
  setPasswordHash,
  type UserRow,
  updateProfile,
  useUserToken,
  verifyEmail,
  voidUserTokens,
} from './queries';

/** A password-reset link works for an hour (issue 13 §4), once. */
export const PASSWORD_RESET_SECONDS = 60 * 60;
/** An e-mail verification link works for a week, once. */
export const EMAIL_VERIFICATION_SECONDS = 7 * 24 * 60 * 60;

/**
 * Sends an account e-mail (a reset or verification link) to `to`. The routes give the mail transport
 * and the shop's address; the service decides when and with which token.
 */
export type AccountMailer = (mail: { kind: AccountMailKind; ctx: PersonalContext; to: string; token: string }) => void;

/** What a login, a signup or a reset link's use hands the browser: the session's cookie, and maybe a cart's. */
export type Login = { user: User; sessionToken: string; remember: boolean; newCartToken: string | null };

// --- Reading ---------------------------------------------------------------------------------

/** The contract's user (spec §3) of a row and its saved addresses. */
export function userOf(row: UserRow, addresses: readonly Omit<AddressRow, 'userId' | 'createdAt'>[]): User {
  const fullName = [row.firstname, row.surname].filter((part) => part !== '').join(' ');
  return {
    firstname: row.firstname,
    surname: row.surname,
    fullName,
    email: row.email,
    phone: row.phone,
    countryId: row.country === '' ? null : row.country,
    parameters: [],
    params: row.params,
    company:
      row.companyName === null
        ? null
        : { name: row.companyName, businessId: row.businessId, taxId: row.taxId, vatNumber: row.vatNumber },
    dateOfBirth: row.dateOfBirth,
    address: { street: row.street, city: row.city, zip: row.zip },
    addresses: addresses.map((address) => ({
      id: address.id,
      firstname: address.firstname,
      surname: address.surname,
      street: address.street,
      city: address.city,
      zip: address.zip,
      country: address.country === 'cz' || address.country === 'hu' ? address.country : 'sk',
    })),
    newsletter: row.newsletter,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
  };
}

async function userAnswer(db: Executor, row: UserRow): Promise<User> {
  return userOf(row, await addressesOf(db, row.id));
}

/** GET /auth/profile: who is asking (spec §4: logged in when a user object exists). */
export function getProfile(ctx: PersonalContext): Profile {
  // The session's statement read the addresses too (sessions/queries.ts): no second round trip.
  if (!ctx.user) return { isLoggedIn: false, user: null };
  return { isLoggedIn: true, user: userOf(ctx.user, ctx.user.addresses) };
}

// --- Form errors ---------------------------------------------------------------------------------

/**
 * A rules schema's issues as field errors (spec §8: each on its named field). A postal code's
 * message names the format of the country given beside it.
 */
function formErrors(issues: readonly z.core.$ZodIssue[], countryOf: (path: string) => unknown): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const country = countryOf(field);
    const format = POSTAL_CODE_FORMAT[country === 'cz' || country === 'hu' ? country : 'sk'];
    return { field, key: issue.message as MessageKey, params: { format } };
  });
}

function parseForm<T extends z.ZodType>(
  schema: T,
  input: unknown,
  countryOf: (path: string) => unknown = () => undefined,
) {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new BadRequestError(formErrors(parsed.error.issues, countryOf));
  return parsed.data as z.output<T>;
}

/** A password the rules allow but everybody uses: refused on its field (issue 13 §2). */
function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new BadRequestError([{ field, key: 'validation.commonPassword' }]);
}

// --- Sessions and the cart at login -------------------------------------------------------------

/**
 * Opens a new session for the user, in the transaction that logged them in: always a new token
 * (session fixation: a token the browser had before, or another visitor planted, is never promoted),
 * and this browser's previous session, if any, ends. The visitor's anonymous cart becomes the
 * user's, joined by the user's open carts from elsewhere; with no anonymous cart, the user's newest
 * cart comes to this browser under a new cart token. A password login, a signup, a reset link and
 * a social login (social-login.ts) all end here, so each gets the same session and cart.
 */
export async function openSession(
  tx: Executor,
  ctx: PersonalContext,
  user: UserRow,
  { remember, cartTokenHash }: { remember: boolean; cartTokenHash: string | null },
): Promise<Omit<Login, 'user'>> {
  if (ctx.session) await deleteSession(tx, ctx.session.tokenHash);
  const sessionToken = newSecretToken();
  await insertSession(tx, {
    tokenHash: storedFormOf(sessionToken),
    userId: user.id,
    remember,
    lifetimeMs: sessionLifetimeMs(remember),
  });
  const adopted =
    cartTokenHash === null
      ? null
      : await adoptCart(tx, { webInstanceId: ctx.webInstanceId, userId: user.id, tokenHash: cartTokenHash });
  let newCartToken: string | null = null;
  if (adopted === null) {
    const candidate = newSecretToken();
    const handed = await handOverUserCart(tx, {
      webInstanceId: ctx.webInstanceId,
      userId: user.id,
      tokenHash: storedFormOf(candidate),
    });
    if (handed) newCartToken = candidate;
  }
  return { sessionToken, remember, newCartToken };
}

// --- Registration --------------------------------------------------------------------------------

/**
 * POST /auth/signup: the form checked by the rules, then the challenge (once: a wrong sum used it
 * up), then the account, its session and the visitor's cart in one transaction. An e-mail already
 * registered is a 409 on `user.email` whose text offers the login. A verification e-mail follows.
 */
export async function signup(
  database: DatabaseHandle,
  ctx: PersonalContext,
  input: unknown,
  { cartToken, mail }: { cartToken: string | undefined; mail: AccountMailer },
): Promise<Login> {
  const form = parseForm(signupSchema, input, (field) =>
    field.startsWith('user.') ? (input as { user?: { countryId?: unknown } })?.user?.countryId : undefined,
  );
  refuseCommonPassword(form.user.password, 'user.password');
  await requireSolvedChallenge(database, form.challenge);
  // Hashed before the transaction: 20-odd milliseconds of CPU that hold no row.
  const passwordHash = await hashPassword(form.user.password);
  const cartTokenHash = storedFormOfSent(cartToken ?? form.cart?.accessToken ?? null);
  const login = await database.transaction(async (tx) => {
    const user = await insertUser(tx, {
      webInstanceId: ctx.webInstanceId,
      email: form.user.email,
      passwordHash,
      firstname: form.user.name ?? '',
      surname: form.user.surname ?? '',
      phone: form.user.phone ?? '',
      country: form.user.countryId ?? '',
      params: form.user.params,
      companyName: form.company?.name ?? null,
      businessId: form.company?.businessId ?? null,
      taxId: form.company?.taxId ?? null,
      vatNumber: form.company?.vatNumber ?? null,
    });
    if (!user) throw new ConflictError([{ field: 'user.email', key: 'email_taken' }]);
    const session = await openSession(tx, ctx, user, { remember: false, cartTokenHash });
    const verification = await newLink(tx, user, 'email_verification');
    return { user, session, verification };
  });
  // The browser's previous session ended (openSession).
  forgetSessionsOf(database, ctx.user?.id);
  mail({ kind: 'emailVerification', ctx, to: login.user.email, token: login.verification });
  return { user: userOf(login.user, []), ...login.session };
}

// --- Login and logout ----------------------------------------------------------------------------

/**
 * POST /auth/login. A wrong e-mail and a wrong password get the same answer in the same time (the
 * unknown e-mail verifies a decoy hash, passwords.ts), so the form tells nobody who has an account.
 */
export async function login(
  database: DatabaseHandle,
  ctx: PersonalContext,
  input: unknown,
  { cartToken }: { cartToken: string | undefined },
): Promise<Login> {
  const form = parseForm(loginSchema, input);
  const user = await findUserByEmail(database.db, ctx.webInstanceId, form.email);
  const matches = await verifyPassword(user?.passwordHash ?? null, form.password);
  if (!user || !matches) throw new UnauthorizedError([{ field: null, key: 'login_failed' }]);
  const session = await database.transaction((tx) =>
    openSession(tx, ctx, user, { remember: form.remember, cartTokenHash: storedFormOfSent(cartToken) }),
  );
  forgetSessionsOf(database, ctx.user?.id);
  return { user: await userAnswer(database.db, user), ...session };
}

/** GET /auth/signout: the session ends on the server, whatever the browser keeps. */
export async function logout(database: DatabaseHandle, ctx: PersonalContext): Promise<void> {
  if (ctx.session) await deleteSession(database.db, ctx.session.tokenHash);
  forgetSessionsOf(database, ctx.user?.id);
}

// --- Profile -------------------------------------------------------------------------------------

/** PUT /auth/profile: the whole form, checked by the rules; the saved addresses replace the old ones. */
export async function updateUserProfile(database: DatabaseHandle, ctx: PersonalContext, input: unknown): Promise<User> {
  const { user } = requireUser(ctx);
  const form = parseForm(profileUpdateSchema, input, (field) => {
    const body = input as { user?: { country?: unknown; addresses?: { country?: unknown }[] } };
    const address = field.match(/^user\.addresses\.(\d+)\./);
    return address ? body?.user?.addresses?.[Number(address[1])]?.country : body?.user?.country;
  }).user;
  const updated = await database.transaction(async (tx) => {
    const row = await updateProfile(tx, user.id, {
      firstname: form.firstname ?? '',
      surname: form.surname ?? '',
      phone: form.phone ?? '',
      dateOfBirth: form.dateOfBirth ?? null,
      street: form.street ?? '',
      city: form.city ?? '',
      zip: form.zip,
      country: form.country ?? '',
      newsletter: form.newsletter,
      params: form.params,
      companyName: form.company?.name ?? null,
      businessId: form.company?.businessId ?? null,
      taxId: form.company?.taxId ?? null,
      vatNumber: form.company?.vatNumber ?? null,
    });
    await replaceAddresses(tx, user.id, form.addresses);
    return userAnswer(tx, row);
  });
  forgetSessionsOf(database, user.id);
  return updated;
}

// --- Passwords -----------------------------------------------------------------------------------

/**
 * POST /auth/password: the current password (unless the account has none yet, made by social
 * login), then the new one; every other session of the user ends (issue 13 §2), this one stays.
 */
export async function changePassword(database: DatabaseHandle, ctx: PersonalContext, input: unknown): Promise<void> {
  const { user, session } = requireUser(ctx);
  const form = parseForm(passwordChangeSchema, input);
  if (user.passwordHash !== null && !(await verifyPassword(user.passwordHash, form.currentPassword ?? ''))) {
    throw new BadRequestError([{ field: 'currentPassword', key: 'current_password_wrong' }]);
  }
  refuseCommonPassword(form.password, 'password');
  const passwordHash = await hashPassword(form.password);
  await database.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id, session.id);
    await voidUserTokens(tx, user.id, 'password_reset');
  });
  forgetSessionsOf(database, user.id);
}

/** A new single-use link of the user's, for the e-mail they have now: its token (only its hash is kept). */
export async function newLink(tx: Executor, user: UserRow, purpose: 'password_reset' | 'email_verification') {
  const token = newSecretToken();
  await voidUserTokens(tx, user.id, purpose);
  await insertUserToken(tx, {
    tokenHash: storedFormOf(token),
    userId: user.id,
    purpose,
    email: user.email,
    lifetimeSeconds: purpose === 'password_reset' ? PASSWORD_RESET_SECONDS : EMAIL_VERIFICATION_SECONDS,
  });
  return token;
}

/**
 * POST /auth/password-reset: checks the form and answers at once, the same whether or not the
 * e-mail is registered (issue 13 §4); the lookup, the link and the e-mail happen after the answer,
 * so its timing tells nothing either. `after` runs that part (the route hands it to the event loop).
 */
export function requestPasswordReset(
  database: DatabaseHandle,
  ctx: PersonalContext,
  input: unknown,
  mail: AccountMailer,
): () => Promise<void> {
  const { email } = parseForm(passwordResetRequestSchema, input);
  return async () => {
    const user = await findUserByEmail(database.db, ctx.webInstanceId, email);
    if (!user) return;
    const token = await database.transaction((tx) => newLink(tx, user, 'password_reset'));
    mail({ kind: 'passwordReset', ctx, to: user.email, token });
  };
}

/**
 * POST /auth/password-reset/confirm: the link's token, once, within its hour; the new password; every
 * session of the user ends and a new one opens here (spec §8: "password changed", logged in). The
 * link also proves the e-mail is theirs.
 */
export async function confirmPasswordReset(
  database: DatabaseHandle,
  ctx: PersonalContext,
  input: unknown,
  { cartToken }: { cartToken: string | undefined },
): Promise<Login> {
  const form = parseForm(passwordResetConfirmSchema, input);
  refuseCommonPassword(form.password, 'password');
  const tokenHash = storedFormOfSent(form.token);
  const passwordHash = await hashPassword(form.password);
  const result = await database.transaction(async (tx) => {
    const link = tokenHash === null ? undefined : await useUserToken(tx, tokenHash, 'password_reset');
    const user = link && (await findUser(tx, link.userId));
    if (!link || !user || user.webInstanceId !== ctx.webInstanceId) return null;
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id);
    await verifyEmail(tx, user.id, link.email);
    const session = await openSession(tx, { ...ctx, session: null }, user, {
      remember: false,
      cartTokenHash: storedFormOfSent(cartToken),
    });
    return { user: (await findUser(tx, user.id)) ?? user, session };
  });
  forgetSessionsOf(database, result?.user.id);
  if (!result) throw new UnprocessableError([{ field: 'token', key: 'reset_link_invalid' }]);
  return { user: await userAnswer(database.db, result.user), ...result.session };
}

// --- E-mail verification ---------------------------------------------------------------------

/**
 * POST /auth/verify-email: the link's token, once; the e-mail it was sent to is the user's, and the
 * shop's guest orders with it join the account (issue 13 §5).
 */
export async function verifyEmailLink(database: DatabaseHandle, ctx: PersonalContext, token: string): Promise<void> {
  const tokenHash = storedFormOfSent(token);
  const verified = await database.transaction(async (tx) => {
    const link = tokenHash === null ? undefined : await useUserToken(tx, tokenHash, 'email_verification');
    const user = link && (await findUser(tx, link.userId));
    if (!link || !user || user.webInstanceId !== ctx.webInstanceId) return null;
    return (await verifyEmail(tx, user.id, link.email)) ? user.id : null;
  });
  forgetSessionsOf(database, verified);
  if (verified === null) throw new UnprocessableError([{ field: 'token', key: 'verify_link_invalid' }]);
}

/** POST /auth/verify-email/resend: a new verification link for the logged-in user's e-mail. */
export async function resendVerification(database: DatabaseHandle, ctx: PersonalContext, mail: AccountMailer) {
  const { user } = requireUser(ctx);
  if (user.emailVerifiedAt !== null) return;
  const token = await database.transaction((tx) => newLink(tx, user, 'email_verification'));
  mail({ kind: 'emailVerification', ctx, to: user.email, token });
}

/** Marks an e-mail verified that a provider vouches for (social login), joining its guest orders. */
export async function trustVerifiedEmail(tx: Executor, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt === null) await verifyEmail(tx, user.id, user.email);
  else await joinGuestOrders(tx, user.id, user.webInstanceId, user.email);
}

// --- Deleting the account ------------------------------------------------------------------------

/**
 * DELETE /auth/account: confirmed by the password (or, for an account without one, its e-mail typed
 * again). The user's row goes with its sessions, links, identities, addresses and open carts; orders
 * stay for the accounts the law asks the shop to keep, no longer linked to anyone.
 */
export async function deleteAccount(database: DatabaseHandle, ctx: PersonalContext, input: unknown): Promise<void> {
  const { user } = requireUser(ctx);
  const form = parseForm(accountDeleteSchema, input);
  const confirmed =
    user.passwordHash !== null
      ? await verifyPassword(user.passwordHash, form.password ?? '')
      : (form.email ?? '').trim().toLowerCase() === user.email;
  if (!confirmed) {
    throw new BadRequestError([
      { field: user.passwordHash !== null ? 'password' : 'email', key: 'delete_confirmation_wrong' },
    ]);
  }
  await database.transaction(async (tx) => {
    await deleteOpenCartsOfUser(tx, user.id);
    await deleteUser(tx, user.id);
  });
  forgetSessionsOf(database, user.id);
}
