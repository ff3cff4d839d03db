import { z } from 'zod';

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+$/, 'must be a bare host name such as shop.example.sk (no scheme, no port, no path)');

const StorefrontEnvSchema = z.object({
  /** Where the api listens; server components call it and `/api/*` is rewritten to it. */
  API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://127.0.0.1:4000' })
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  SK_DOMAIN: hostname.optional(),
  CZ_DOMAIN: hostname.optional(),
  HU_DOMAIN: hostname.optional(),
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
