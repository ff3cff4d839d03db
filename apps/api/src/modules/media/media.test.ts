import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ProductListResponseSchema } from '@stride/contract';
import { imageUrl } from '@stride/rules';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, get, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
let photo: { path: string; updateTime: number };

beforeAll(async () => {
  const response = await get(testApp().app, '/api/lib/v1/products?perPage=1&fields=photo');
  const first = ProductListResponseSchema.parse(response.body).items[0]?.photo;
  if (!first) throw new Error('no product photo in the seed');
  photo = first;
});

describe('GET /api/images/:size/*', () => {
  it('serves a webp card variant resized to 326×244, cached for a year', async () => {
    const response = await get(testApp().app, imageUrl(photo, 'card'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.raw).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 326,
      height: 244,
    });
  });

  it('serves a jpg thumbnail and keeps the variant on disk', async () => {
    const { app, config } = testApp();
    const response = await get(app, imageUrl(photo, 'thumb', 'jpg'));
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.raw).metadata();
    expect([meta.width, meta.height]).toEqual([78, 59]);
    const cached = await readdir(join(config.dataDir, 'cache', 'images', 'thumb'), { recursive: true });
    expect(cached.some((file) => String(file).endsWith('.jpg'))).toBe(true);
    const again = await get(app, imageUrl(photo, 'thumb', 'jpg'));
    expect(Buffer.compare(again.raw, response.raw)).toBe(0);
  });

  it.each([
    ['an unknown size', () => imageUrl(photo, 'card').replace('/card/', '/huge/')],
    ['an unknown photo', () => '/api/images/card/products/no-such-photo.webp'],
    ['another format', () => imageUrl(photo, 'card').replace('.webp', '.gif')],
    ['no extension', () => '/api/images/card/products/x'],
    ['a traversal', () => '/api/images/card/../../../../etc/passwd.jpg'],
    ['an encoded traversal', () => '/api/images/card/%2e%2e/%2e%2e/etc/passwd.jpg'],
    ['a hidden file', () => '/api/images/card/.secret.jpg'],
    ['a very long path', () => `/api/images/card/${'a/'.repeat(400)}x.jpg`],
  ])('answers %s with 404', async (_case, url) => {
    const response = await get(testApp().app, url());
    expectError(response, 404);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
