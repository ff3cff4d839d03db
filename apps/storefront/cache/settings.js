// Plain JavaScript (types in JSDoc): Next imports the cache handler at run time without compiling
// it, so this folder cannot use the storefront's TypeScript env module (src/env.ts) and keeps its
// own small schema, read the same way.
import { z } from 'zod';

const CacheSettingsSchema = z.object({
  /** Where the api listens (the same setting and rule as src/env.ts): the catalog version comes from there. */
  API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://127.0.0.1:4000' })
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Set: every storefront process keeps its pages in this one Redis. Unset: each keeps its own, in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
  /**
   * What every Redis key starts with, before the build id: storefronts of different shops (or test
   * runs) sharing one Redis keep apart by it.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,100}$/, 'must be letters, digits, ":", "_" or "-"')
    .default('stride:next:'),
  /** Without Redis, the most one process's page cache may hold, in megabytes (least recently used out first). */
  CACHE_MAX_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .max(65_536, 'must be at most 65536')
    .default(64),
});

/** @typedef {z.infer<typeof CacheSettingsSchema>} CacheSettings */

/**
 * The cache handler's settings, validated; a wrong value throws one message naming every bad
 * setting. next.config.ts calls it too, so `next start` stops at once rather than at the first request.
 * @param {Record<string, string | undefined>} env
 * @returns {CacheSettings}
 */
export function parseCacheSettings(env) {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = CacheSettingsSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid storefront cache settings:\n${problems}`);
  }
  return result.data;
}

/**
 * How long an entry may stay unread-and-unwritten in a store: ten times the catalog pages' 60 s
 * revalidation, so a visited page is always kept (each revalidation writes it again) while one path
 * of a crawl goes after ten minutes. Redis has no byte bound of its own here; this keeps it bounded
 * by how many distinct paths are asked for within ten minutes.
 */
export const ENTRY_TTL_MS = 10 * 60_000;
