// The accounts rows of the bench (issue 13 §7): logins, where argon2id dominates, and reading the
// profile with a session, beside GET webinstance in the same api process. Users are registered here
// through the api, as a shopper registers (the question, then the signup).

import { SignupChallengeSchema } from '@stride/contract';
import type { RotatedRequest } from './load';

export const BENCH_PASSWORD = 'Bench-heslo-2026';

/**
 * A client address for request `n` (sent as X-Forwarded-For to an api that trusts the loopback
 * proxy): the login limits count per address, and a bench of many logins must measure logging in,
 * not the limit. Addresses of 10.0.0.0/8, one per request.
 */
export function benchAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Registers `count` users through the api; returns their e-mails and the session cookie each signup set. */
export async function registerBenchUsers(
  origin: string,
  shop: Record<string, string>,
  count: number,
): Promise<{ email: string; cookie: string }[]> {
  const run = Date.now().toString(36);
  const users: { email: string; cookie: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const headers = { ...shop, 'x-forwarded-for': benchAddress(index + 1) };
    const asked = await fetch(`${origin}/api/lib/v1/auth/signup-challenge`, { headers });
    const challenge = SignupChallengeSchema.parse(await asked.json());
    const email = `bench.${run}.${index}@example.sk`;
    const res = await fetch(`${origin}/api/lib/v1/auth/signup`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        user: { email, password: BENCH_PASSWORD, passwordRepeat: BENCH_PASSWORD, name: 'Bench', surname: 'Bežec' },
        challenge: { token: challenge.token, answer: challenge.a + challenge.b },
      }),
    });
    if (!res.ok) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
    const session = res.headers
      .getSetCookie()
      .map((cookie) => /^(session=[^;]+)/.exec(cookie)?.[1])
      .find((value) => value !== undefined);
    if (!session) throw new Error('the signup set no session cookie');
    users.push({ email, cookie: session });
  }
  return users;
}

/**
 * `buyers` lists of logins, each login of a user in turn from an address of its own (the login limits
 * count per address, and per account from one address).
 */
export function loginRequests(
  shop: Record<string, string>,
  emails: readonly string[],
  connections: number,
  perConnection: number,
): RotatedRequest[][] {
  return Array.from({ length: connections }, (_, connection) =>
    Array.from({ length: perConnection }, (_, turn) => {
      const n = connection * perConnection + turn;
      return {
        path: '/api/lib/v1/auth/login',
        method: 'POST' as const,
        headers: { ...shop, 'x-forwarded-for': benchAddress(100_000 + n) },
        json: { email: emails[n % emails.length], password: BENCH_PASSWORD, remember: false },
      };
    }),
  );
}

/** GET /auth/profile with each user's session in turn. */
export function profileRequests(shop: Record<string, string>, cookies: readonly string[]): RotatedRequest[] {
  return cookies.map((cookie) => ({ path: '/api/lib/v1/auth/profile', headers: { ...shop, cookie } }));
}
