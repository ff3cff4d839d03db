import { z } from 'zod';
import { MoneySchema } from './cart';
import { OrderSummarySchema } from './order';
import { UserSchema } from './profile';

/**
 * Accounts (issue 13): registration, login, sessions, passwords, the profile and the user's orders.
 * Forms are checked by @stride/rules' account schemas in the api's services (the storefront runs the
 * same), so each message lands on its named field (spec §8): the bodies here are loose records.
 */

/**
 * GET /api/lib/v1/auth/signup-challenge: the registration form's arithmetic question (spec §2). The
 * api keeps the sum; the signup brings `token` back with the answer, once, within `expiresInSeconds`.
 */
export const SignupChallengeSchema = z.object({
  token: z.string(),
  a: z.number().int().min(0).max(9),
  b: z.number().int().min(0).max(9),
  expiresInSeconds: z.number().int().positive(),
});
export type SignupChallenge = z.infer<typeof SignupChallengeSchema>;

/** POST /api/lib/v1/auth/signup: spec §3's signup payload and the challenge's token and answer. */
export const SignupRequestSchema = z.record(z.string(), z.unknown());

/** POST /api/lib/v1/auth/login: `{email, password, remember}`. */
export const LoginRequestSchema = z.record(z.string(), z.unknown());

/**
 * The answer of a signup or login (spec §7: success, data, data.messages): the user now logged in,
 * and the success text to show. The session itself travels only as an HttpOnly cookie.
 */
export const AuthSuccessSchema = z.object({
  success: z.literal(true),
  data: z.object({
    user: UserSchema,
    messages: z.array(z.object({ field: z.null(), message: z.string() })),
  }),
});
export type AuthSuccess = z.infer<typeof AuthSuccessSchema>;

/** An answer that only says what happened (logout, password reset link sent, password changed…). */
export const NoticeSchema = z.object({ success: z.literal(true), message: z.string() });
export type Notice = z.infer<typeof NoticeSchema>;

/** PUT /api/lib/v1/auth/profile: `{user: {...}}` (spec §7), the whole profile form. */
export const ProfileUpdateRequestSchema = z.record(z.string(), z.unknown());

/** POST /api/lib/v1/auth/password: `{currentPassword, password, passwordRepeat}`. */
export const PasswordChangeRequestSchema = z.record(z.string(), z.unknown());

/** POST /api/lib/v1/auth/password-reset: `{email}`; the answer is the same whether or not it is known. */
export const PasswordResetRequestSchema = z.record(z.string(), z.unknown());

/** POST /api/lib/v1/auth/password-reset/confirm: `{token, password, passwordRepeat}` from the e-mailed link. */
export const PasswordResetConfirmRequestSchema = z.record(z.string(), z.unknown());

/** POST /api/lib/v1/auth/verify-email: `{token}` from the e-mailed link. */
export const EmailVerifyRequestSchema = z.object({ token: z.string().max(100) });

/** DELETE /api/lib/v1/auth/account: `{password}` (or `{email}` for an account without a password). */
export const AccountDeleteRequestSchema = z.record(z.string(), z.unknown());

/** One order in the account's list (GET /api/lib/v1/account/orders), newest first. */
export const AccountOrderSchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: OrderSummarySchema.shape.status,
  total: MoneySchema,
  itemCount: z.number().int(),
});
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

export const AccountOrdersSchema = z.object({ orders: z.array(AccountOrderSchema) });
export type AccountOrders = z.infer<typeof AccountOrdersSchema>;

export const AccountOrderParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/lib/v1/account/orders/{id}: the order as the thank-you page shows it, with its id. */
export const AccountOrderDetailSchema = OrderSummarySchema.extend({ id: z.number().int().positive() });
export type AccountOrderDetail = z.infer<typeof AccountOrderDetailSchema>;
