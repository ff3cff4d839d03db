import { describe, expect, it } from 'vitest';
import { parseStorefrontEnv } from './env';

describe('parseStorefrontEnv', () => {
  it('defaults the api to the local one and treats empty settings as unset', () => {
    expect(parseStorefrontEnv({ API_URL: '', SK_DOMAIN: '' })).toEqual({ API_URL: 'http://127.0.0.1:4000' });
  });

  it('drops a trailing slash of API_URL and lower-cases domains', () => {
    expect(parseStorefrontEnv({ API_URL: 'http://api.internal:4000/', CZ_DOMAIN: 'Shop.Example.CZ' })).toEqual({
      API_URL: 'http://api.internal:4000',
      CZ_DOMAIN: 'shop.example.cz',
    });
  });

  it('names every wrong setting', () => {
    expect(() => parseStorefrontEnv({ API_URL: 'ftp://x', HU_DOMAIN: 'https://shop.hu/' })).toThrow(
      /API_URL[\s\S]*HU_DOMAIN/,
    );
  });
});
