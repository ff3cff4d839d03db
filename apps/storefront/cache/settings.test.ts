import { describe, expect, it } from 'vitest';
import { parseCacheSettings } from './settings.js';

describe('the cache settings', () => {
  it('default to a 64 MB in-process cache and the local api', () => {
    expect(parseCacheSettings({ REDIS_URL: '', CACHE_MAX_MB: undefined })).toEqual({
      API_URL: 'http://127.0.0.1:4000',
      CACHE_MAX_MB: 64,
      REDIS_KEY_PREFIX: 'stride:next:',
    });
  });

  it('take a Redis URL, a size and an api URL without its trailing slash', () => {
    expect(
      parseCacheSettings({
        REDIS_URL: 'rediss://cache.internal:6380/2',
        CACHE_MAX_MB: '256',
        API_URL: 'http://api:4000/',
        REDIS_KEY_PREFIX: 'shop-sk:e2e-1:',
      }),
    ).toEqual({
      API_URL: 'http://api:4000',
      REDIS_URL: 'rediss://cache.internal:6380/2',
      CACHE_MAX_MB: 256,
      REDIS_KEY_PREFIX: 'shop-sk:e2e-1:',
    });
    expect(() => parseCacheSettings({ REDIS_KEY_PREFIX: 'a b' })).toThrow('REDIS_KEY_PREFIX');
  });

  it('stop with one message naming every wrong setting', () => {
    expect(() => parseCacheSettings({ REDIS_URL: 'http://127.0.0.1:6379', CACHE_MAX_MB: '0.5' })).toThrow(
      'Invalid storefront cache settings:\n  REDIS_URL: must be a redis:// or rediss:// URL\n  CACHE_MAX_MB: must be a whole number of megabytes',
    );
    expect(() => parseCacheSettings({ CACHE_MAX_MB: 'lots' })).toThrow(
      'CACHE_MAX_MB: must be a whole number of megabytes',
    );
  });
});
