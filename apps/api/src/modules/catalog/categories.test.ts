import { CategoryTreeResponseSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

describe('GET /api/custom/categories', () => {
  it('returns the two-level tree with Slovak names and urlNames on sk, in menu order', async () => {
    const { app, database } = testApp();
    const response = await get(app, '/api/custom/categories?depth=2', { host: HOST.sk });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const { items } = CategoryTreeResponseSchema.parse(response.body);
    const expected = await database.query<{ id: number; name: string; url_name: string }>(
      `SELECT c.id, t.name, t.url_name FROM categories c
         JOIN category_translations t ON t.category_id = c.id AND t.locale = 'sk'
        WHERE c.parent_id IS NULL AND c.visible ORDER BY c.position, c.id`,
    );
    expect(items.map(({ id, name, urlName }) => ({ id, name, url_name: urlName }))).toEqual(expected);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.filter((category) => category.externalUrl !== null).length).toBeGreaterThanOrEqual(1);
    const withChildren = items.find((category) => category.children.length > 0);
    if (!withChildren) throw new Error('no category has children');
    const children = await database.query<{ name: string }>(
      `SELECT t.name FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'sk'
        WHERE c.parent_id = $1 AND c.visible ORDER BY c.position, c.id`,
      [withChildren.id],
    );
    expect(withChildren.children.map((child) => child.name)).toEqual(children.map((row) => row.name));
  });

  it('speaks the language of each web instance', async () => {
    const { app } = testApp();
    const names = async (host: string) => {
      const response = await get(app, '/api/custom/categories', { host });
      return CategoryTreeResponseSchema.parse(response.body).items.map((category) => category.urlName);
    };
    const [sk, cz, hu] = await Promise.all([names(HOST.sk), names(HOST.cz), names(HOST.hu)]);
    expect(sk).toHaveLength(cz.length);
    expect(sk).not.toEqual(hu);
  });

  it('depth=1 leaves out the children', async () => {
    const response = await get(testApp().app, '/api/custom/categories?depth=1');
    const { items } = CategoryTreeResponseSchema.parse(response.body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((category) => category.children.length === 0)).toBe(true);
  });

  it.each([
    ['depth=3', 'Najväčšia povolená hodnota je 2.'],
    ['depth=0', 'Najmenšia povolená hodnota je 1.'],
    ['depth=-1', 'Najmenšia povolená hodnota je 1.'],
    ['depth=two', 'Zadajte celé číslo.'],
    ['depth=1.5', undefined],
    ['depth=1e400', undefined],
    ['depth=99999999999999999999999', undefined],
    ['depth=1&depth=2', undefined],
    ["depth=1'%20OR%20'1'='1", undefined],
  ])('rejects %s with 400 naming depth', async (query, message) => {
    const response = await get(testApp().app, `/api/custom/categories?${query}`);
    const body = expectError(response, 400, 'depth');
    if (message) expect(body.messages[0]?.message).toBe(message);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
