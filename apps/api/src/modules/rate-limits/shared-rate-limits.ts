import rateLimit from '@fastify/rate-limit';
import type { DatabaseHandle } from '@stride/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../errors';
import { databaseRateLimitStore } from './rate-limit-store';

/** One limit: how many tries a key gets in a window, and the key of a request (null: not counted). */
export type Limit = { name: string; max: number; windowMs: number; key: (request: FastifyRequest) => string | null };

export const MINUTE = 60_000;

/** A preHandler that counts a request under its group's limits and refuses it (429) once one is exceeded. */
export type LimitCheck = (request: FastifyRequest) => Promise<void>;

/**
 * Registers @fastify/rate-limit, in the calling module's scope, with a store in the database: every
 * api process counts together (decision 15), where the plugin's default memory store would let an
 * address try the limit once per process. Gives a check per group of limits, which says when to try
 * again. Limit names must be unique across the api: they prefix the keys in the one table.
 */
export async function sharedRateLimits<Group extends string>(
  app: FastifyInstance,
  database: DatabaseHandle,
  groups: Record<Group, Limit[]>,
): Promise<(group: Group) => LimitCheck> {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database) });
  const checks = new Map<Group, LimitCheck>();
  for (const [group, limits] of Object.entries(groups) as [Group, Limit[]][]) {
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
  return (group) => {
    const check = checks.get(group);
    if (!check) throw new Error(`no rate limit ${group}`);
    return check;
  };
}
