import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseStorefrontEnv } from './env';

const SERVER_DEFAULTS = {
  STOREFRONT_PORT: 3000,
  // One process per core the machine gives Node.
  STOREFRONT_WORKERS: Math.min(64, availableParallelism()),
  STOREFRONT_HEADERS_TIMEOUT_MS: 10_000,
  STOREFRONT_REQUEST_TIMEOUT_MS: 30_000,
};

describe('parseStorefrontEnv', () => {
  it('defaults the api to the local one and treats empty settings as unset', () => {
    expect(parseStorefrontEnv({ API_URL: '', SK_DOMAIN: '' })).toEqual({
      API_URL: 'http://127.0.0.1:4000',
      TRUST_FORWARDED_HEADERS: false,
      ...SERVER_DEFAULTS,
    });
  });

  it('drops a trailing slash of API_URL and lower-cases domains', () => {
    expect(parseStorefrontEnv({ API_URL: 'http://api.internal:4000/', CZ_DOMAIN: 'Shop.Example.CZ' })).toEqual({
      API_URL: 'http://api.internal:4000',
      CZ_DOMAIN: 'shop.example.cz',
      TRUST_FORWARDED_HEADERS: false,
      ...SERVER_DEFAULTS,
    });
  });

  it('reads web instance tokens, forwarded-header trust and the public origin', () => {
    expect(
      parseStorefrontEnv({
        SK_WEBINSTANCE_TOKEN: 'abc12345-token',
        TRUST_FORWARDED_HEADERS: 'true',
        PUBLIC_SCHEME: 'https',
        PUBLIC_PORT: '8443',
      }),
    ).toEqual({
      API_URL: 'http://127.0.0.1:4000',
      SK_WEBINSTANCE_TOKEN: 'abc12345-token',
      TRUST_FORWARDED_HEADERS: true,
      PUBLIC_SCHEME: 'https',
      PUBLIC_PORT: 8443,
      ...SERVER_DEFAULTS,
    });
    expect(() => parseStorefrontEnv({ HU_WEBINSTANCE_TOKEN: 'a b', TRUST_FORWARDED_HEADERS: 'yes' })).toThrow(
      /HU_WEBINSTANCE_TOKEN[\s\S]*TRUST_FORWARDED_HEADERS/,
    );
  });

  it('takes a Google Analytics 4 measurement id, and refuses anything else there', () => {
    expect(parseStorefrontEnv({ ANALYTICS_GA4_ID: ' G-AB12CD34EF ' }).ANALYTICS_GA4_ID).toBe('G-AB12CD34EF');
    expect(parseStorefrontEnv({ ANALYTICS_GA4_ID: '' }).ANALYTICS_GA4_ID).toBeUndefined();
    for (const wrong of ['UA-1234-1', 'G-', 'G-ab12"><script>', 'https://www.googletagmanager.com/gtag/js?id=G-AB12']) {
      expect(() => parseStorefrontEnv({ ANALYTICS_GA4_ID: wrong }), wrong).toThrow(
        /ANALYTICS_GA4_ID: must be a Google/,
      );
    }
  });

  it('names every wrong setting', () => {
    expect(() => parseStorefrontEnv({ API_URL: 'ftp://x', HU_DOMAIN: 'https://shop.hu/' })).toThrow(
      /API_URL[\s\S]*HU_DOMAIN/,
    );
  });
});
