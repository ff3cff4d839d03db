import {
  type AccountOrderDetail,
  AccountOrderDetailSchema,
  type AccountOrders,
  AccountOrdersSchema,
  type AuthSuccess,
  AuthSuccessSchema,
  type CreditConversion,
  CreditConversionSchema,
  type Notice,
  NoticeSchema,
} from '@stride/contract';
import { getJson, sendJson } from './browser-fetch';
import { SIGNUP_CHALLENGE_PATH } from './challenge-api';

/**
 * The browser's account calls (issue 13), each answer parsed with the contract's schema: the account
 * pages carry zod anyway for the form rules they share with the api. Sessions are HttpOnly cookies:
 * no answer here holds a token, and the page never sees one.
 */

const AUTH = '/api/lib/v1/auth';

export const ACCOUNT_PATHS = {
  signupChallenge: SIGNUP_CHALLENGE_PATH,
  orders: '/api/lib/v1/account/orders',
} as const;

/** The api path of one of the account's orders (its SWR key too). */
export function accountOrderPath(id: string): string {
  return `${ACCOUNT_PATHS.orders}/${encodeURIComponent(id)}`;
}

/**
 * Where a social login starts: a full navigation to the api, which sends the shopper to Google or
 * Facebook and back to the storefront's `/auth/callback`, then to `backUrl`.
 */
export function socialLoginPath(provider: 'google' | 'facebook', backUrl: string): string {
  return `${AUTH}/${provider}/start?${new URLSearchParams({ backUrl })}`;
}

export async function readAccountOrders(path: string): Promise<AccountOrders> {
  return AccountOrdersSchema.parse(await getJson<unknown>(path));
}

export async function readAccountOrder(path: string): Promise<AccountOrderDetail> {
  return AccountOrderDetailSchema.parse(await getJson<unknown>(path));
}

/**
 * Turns `credit` (minor units) of the member's credits into a discount coupon: the new coupon and the
 * credits page as it is after it.
 */
export async function convertCredits(credit: number): Promise<CreditConversion> {
  return CreditConversionSchema.parse(await sendJson<unknown>('POST', '/api/lib/v1/credits/coupon', { credit }));
}

const authSuccess = async (answer: Promise<unknown>): Promise<AuthSuccess> => AuthSuccessSchema.parse(await answer);
const notice = async (answer: Promise<unknown>): Promise<Notice> => NoticeSchema.parse(await answer);

/** Each call takes the form as typed: the api checks it with the same rules as the form. */
type Body = Readonly<Record<string, unknown>>;

export const accountApi = {
  signup: (body: Body) => authSuccess(sendJson('POST', `${AUTH}/signup`, body)),
  login: (body: { email: string; password: string; remember: boolean }) =>
    authSuccess(sendJson('POST', `${AUTH}/login`, body)),
  logout: () => notice(getJson(`${AUTH}/signout`)),
  updateProfile: (body: { user: Body }) => authSuccess(sendJson('PUT', `${AUTH}/profile`, body)),
  changePassword: (body: Body) => notice(sendJson('POST', `${AUTH}/password`, body)),
  requestPasswordReset: (body: { email: string }) => notice(sendJson('POST', `${AUTH}/password-reset`, body)),
  confirmPasswordReset: (body: { token: string; password: string; passwordRepeat: string }) =>
    authSuccess(sendJson('POST', `${AUTH}/password-reset/confirm`, body)),
  verifyEmail: (token: string) => notice(sendJson('POST', `${AUTH}/verify-email`, { token })),
  resendVerification: () => notice(sendJson('POST', `${AUTH}/verify-email/resend`)),
  deleteAccount: (body: { password: string } | { email: string }) =>
    notice(sendJson('DELETE', `${AUTH}/account`, body)),
};
