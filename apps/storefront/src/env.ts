import { availableParallelism } from 'node:os';
import { z } from 'zod';

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+$/, 'must be a bare host name such as shop.example.sk (no scheme, no port, no path)');

const token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,200}$/, 'must be the web instance token the api knows (letters, digits, - and _)');

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const StorefrontEnvSchema = z.object({
  /** Where the api listens; server components call it and `/api/*` is rewritten to it. */
  API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://127.0.0.1:4000' })
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  SK_DOMAIN: hostname.optional(),
  CZ_DOMAIN: hostname.optional(),
  HU_DOMAIN: hostname.optional(),
  /** The token of each web instance, sent as `webinstance-token`; unset: the seed's token of that locale. */
  SK_WEBINSTANCE_TOKEN: token.optional(),
  CZ_WEBINSTANCE_TOKEN: token.optional(),
  HU_WEBINSTANCE_TOKEN: token.optional(),
  /**
   * Behind a reverse proxy that sets X-Forwarded-Host/-Proto, `true` lets them pick the shop. Off by
   * default: a client could otherwise send any host and pick the shop (and the cache entry) itself.
   */
  TRUST_FORWARDED_HEADERS: flag.default(false),
  /** How shoppers reach the storefront, for absolute links (canonical): scheme and a port other than 80/443. */
  PUBLIC_SCHEME: z.enum(['http', 'https']).optional(),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /**
   * A Google Analytics 4 measurement id (G-…). Set: its script loads in the browser after the
   * visitor's analytics consent, and the pages' CSP allows it; unset: no analytics at all.
   */
  ANALYTICS_GA4_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics 4 measurement id such as G-AB12CD34EF')
    .optional(),
  /** The storefront's own server (server/main.ts): where it listens and how many processes serve. */
  STOREFRONT_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  STOREFRONT_HOST: z.string().trim().min(1).optional(),
  /**
   * One per core by default: a page render holds its process's one thread (~25 ms for a listing), so
   * a single process leaves the other cores idle while first visits queue behind each other.
   */
  STOREFRONT_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => Math.min(64, availableParallelism())),
  /** A client slower than this with its request headers, or its whole request, is cut off. */
  STOREFRONT_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  STOREFRONT_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});
export type StorefrontEnv = z.infer<typeof StorefrontEnvSchema>;

/** The storefront's settings, validated; a wrong value throws one message naming every bad setting. */
export function parseStorefrontEnv(env: Record<string, string | undefined>): StorefrontEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = StorefrontEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid storefront settings:\n${problems}`);
  }
  return result.data;
}

let cached: StorefrontEnv | undefined;

/** The process's settings, read once. */
export function storefrontEnv(): StorefrontEnv {
  cached ??= parseStorefrontEnv(process.env);
  return cached;
}
