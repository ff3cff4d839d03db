import { describe, expect, it } from 'vitest';
import { itAnswersAnonymousVisitors } from '../../test-support/anonymous-read';
import { get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const EMPTY_WISHLIST = { count: 0, items: [], productIds: [] };

describe.each(['/api/lib/v1/wishlist', '/api/lib/v2/wishlist'])('GET %s', (path) => {
  itAnswersAnonymousVisitors(testApp, path, {
    expected: EMPTY_WISHLIST,
    documentedFields: ['count', 'items', 'productIds', 'id', 'product'],
  });

  it('creates no wishlist: only the first heart does', async () => {
    const { app, database } = testApp();
    const countWishlists = async () =>
      (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlists'))[0]?.n;
    for (const host of Object.values(HOST)) {
      expect((await get(app, path, { host, headers: { cookie: 'wishlist=made-up' } })).status).toBe(200);
    }
    expect(await countWishlists()).toBe(0);
  });
});
