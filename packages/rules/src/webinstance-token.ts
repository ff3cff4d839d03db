import { createHash } from 'node:crypto';

/**
 * The token the seed gives a locale's web instance. The storefront sends it on every api call
 * (`webinstance-token`) and uses this rule as its default when no token is configured, so a fresh
 * `npm start` needs no setting; a deployment with its own tokens sets them. Server-only (node:crypto),
 * so it is a subpath of its own, never re-exported from the package index that browser code imports.
 */
export function seedWebInstanceToken(locale: string): string {
  return createHash('sha256').update(`stride-web-instance:${locale}`).digest('hex').slice(0, 32);
}
