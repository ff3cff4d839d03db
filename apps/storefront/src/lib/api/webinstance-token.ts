import type { Locale } from '@stride/i18n';
import { seedWebInstanceToken } from '@stride/rules/webinstance-token';
import { storefrontEnv } from '@/env';

const SETTING = { sk: 'SK_WEBINSTANCE_TOKEN', cz: 'CZ_WEBINSTANCE_TOKEN', hu: 'HU_WEBINSTANCE_TOKEN' } as const;

/**
 * The token that names a locale's web instance to the api (`webinstance-token`). Server-side calls
 * and the `/api/*` proxy send it, so the api never has to trust a forwarded Host, and a storefront
 * on another host than the api still reaches the right shop.
 */
export function webInstanceTokenOf(locale: Locale): string {
  let token = tokens.get(locale);
  if (token === undefined) {
    token = storefrontEnv()[SETTING[locale]] ?? seedWebInstanceToken(locale);
    tokens.set(locale, token);
  }
  return token;
}

/** Settings are read once per process, and the seed's token is a hash: each locale's is kept. */
const tokens = new Map<Locale, string>();
