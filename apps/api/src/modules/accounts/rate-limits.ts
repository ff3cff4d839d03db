import rateLimit from '@fastify/rate-limit';
import type { DatabaseHandle } from '@stride/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../errors';
import { databaseRateLimitStore } from './rate-limit-store';

/** One limit: how many tries a key gets in a window, and the key of a request (null: not counted). */
type Limit = { name: string; max: number; windowMs: number; key: (request: FastifyRequest) => string | null };

const MINUTE = 60_000;

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

/**
 * Registers @fastify/rate-limit with a store in the database (every api process counts together)
 * and gives a check per limit group: a preHandler that counts the request under each of its limits
 * and refuses it with 429 once one is exceeded, saying when to try again.
 */
export async function accountRateLimits(
  app: FastifyInstance,
  database: DatabaseHandle,
  signupsPerAddressPerHour: number,
): Promise<(name: LimitName) => (request: FastifyRequest) => Promise<void>> {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database) });
  const checks = new Map<LimitName, (request: FastifyRequest) => Promise<void>>();
  for (const [group, limits] of Object.entries(accountLimits(signupsPerAddressPerHour)) as [LimitName, Limit[]][]) {
    const limiters = limits.map((limit) =>
      app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${limit.name}:${limit.key(request) ?? ''}`,
      }),
    );
    checks.set(group, async (request) => {
      for (const [index, limiter] of limiters.entries()) {
        if (limits[index]?.key(request) === null) continue;
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) throw new TooManyRequestsError(result.ttlInSeconds);
      }
    });
  }
  return (name) => {
    const check = checks.get(name);
    if (!check) throw new Error(`no rate limit ${name}`);
    return check;
  };
}
