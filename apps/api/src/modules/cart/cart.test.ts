import { describe, expect, it } from 'vitest';
import { itAnswersAnonymousVisitors } from '../../test-support/anonymous-read';
import { get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

describe('GET /api/lib/v1/cart', () => {
  itAnswersAnonymousVisitors(testApp, '/api/lib/v1/cart', {
    expected: { accessToken: null, count: 0, items: [] },
    documentedFields: ['accessToken', 'count', 'items', 'id', 'product'],
  });

  it('creates no cart: only the first add does', async () => {
    const { app, database } = testApp();
    const countCarts = async () => (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]?.n;
    const before = await countCarts();
    for (const host of Object.values(HOST)) {
      expect((await get(app, '/api/lib/v1/cart', { host, headers: { cookie: 'cart=made-up' } })).status).toBe(200);
    }
    expect(await countCarts()).toBe(before);
    expect(before).toBe(0);
  });
});
