import type { DatabaseHandle } from '@stride/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Limit, type LimitCheck, MINUTE, sharedRateLimits } from '../rate-limits/shared-rate-limits';

/** The e-mail a form names, lower-cased, or null when the body has none worth counting. */
function emailOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = body?.email;
  return typeof email === 'string' && email.length <= 254 ? email.trim().toLowerCase() : null;
}

/**
 * The account routes' limits (issue 13 §2, OWASP ASVS 5.0 6.3.1). A login counts per address and per
 * account *from that address*: a guesser elsewhere exhausts only their own counts, so the owner, from
 * their own address, is never locked out, while one address cannot try many passwords on one account
 * nor many accounts. Signups and reset e-mails count per address, and reset e-mails per e-mail too,
 * so nobody's mailbox is flooded. Argon2id makes every guess that gets through cost ~20 ms of CPU.
 */
function accountLimits(signupsPerAddressPerHour: number) {
  return {
    login: [
      { name: 'login-address', max: 30, windowMs: 15 * MINUTE, key: (request) => request.ip },
      {
        name: 'login-account',
        max: 10,
        windowMs: 15 * MINUTE,
        key: (request) => {
          const email = emailOf(request);
          return email === null ? null : `${email}|${request.ip}`;
        },
      },
    ],
    signup: [
      { name: 'signup-address', max: signupsPerAddressPerHour, windowMs: 60 * MINUTE, key: (request) => request.ip },
    ],
    passwordReset: [
      { name: 'reset-address', max: 10, windowMs: 15 * MINUTE, key: (request) => request.ip },
      { name: 'reset-email', max: 3, windowMs: 60 * MINUTE, key: emailOf },
    ],
  } satisfies Record<string, Limit[]>;
}

export type LimitName = keyof ReturnType<typeof accountLimits>;

/** The account routes' checks by group (rate-limits/shared-rate-limits.ts: counted in the database). */
export async function accountRateLimits(
  app: FastifyInstance,
  database: DatabaseHandle,
  signupsPerAddressPerHour: number,
): Promise<(name: LimitName) => LimitCheck> {
  return sharedRateLimits(app, database, accountLimits(signupsPerAddressPerHour));
}
