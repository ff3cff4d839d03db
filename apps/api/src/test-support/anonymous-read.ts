import { WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import { expect, it } from 'vitest';
import { expectError, get, HOST, type TestApp } from './test-app';

/** What a personal answer must carry: no cache, not even the browser's, may keep it. */
const PERSONAL = 'private, no-store';

/**
 * Cookies a visitor may bring that are no valid token (made up, from an older deploy, tampered
 * with, badly encoded): none may turn an anonymous answer into an error or into someone's data.
 */
const STALE_COOKIES: [label: string, cookie: string][] = [
  ['a made-up cart token', 'cart=not-a-token'],
  ['well-formed tokens nobody issued', `cart=${'a'.repeat(64)}; session=${'f'.repeat(64)}; wishlist=7`],
  ['__Host- prefixed and empty ones', `__Host-session=${'0'.repeat(43)}; __Host-cart=x; wishlist=`],
  ['broken percent-encoding', 'cart=%E0%A4%A; session=%00; wishlist=%ZZ'],
  ['a 4 000-character cart token', `cart=${'z'.repeat(4000)}`],
  ['a malformed cookie header', 'garbage-without-equals; ;=; cart'],
];

/** Every property name anywhere in an OpenAPI schema, through unions and nested objects. */
function propertyNames(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const part of schema) propertyNames(part, names);
  } else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value !== null && typeof value === 'object') {
        for (const name of Object.keys(value)) names.add(name);
      }
      propertyNames(value, names);
    }
  }
  return names;
}

type OpenApiDocument = {
  paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> } }>;
};

/**
 * The tests every personal read shares while nobody can be recognised yet: the same anonymous
 * answer in every web instance and with any stale cookie, never cached, resolved through the web
 * instance like every route, and documented with its answer schema.
 */
export function itAnswersAnonymousVisitors(
  testApp: () => TestApp,
  path: string,
  { expected, documentedFields }: { expected: unknown; documentedFields: readonly string[] },
): void {
  it.each(Object.entries(HOST))('answers an anonymous visitor of %s (%s) privately, uncached', async (_, host) => {
    const response = await get(testApp().app, path, { host });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual(expected);
    expect(response.headers['cache-control']).toBe(PERSONAL);
    // A shared cache varying on Host would still be a shared cache: nothing may mark it public.
    expect(String(response.headers.vary ?? '')).not.toContain('Host');
  });

  it('takes the web instance from its token as well as from the Host', async () => {
    const { app, database } = testApp();
    const rows = await database.query<{ token: string }>('SELECT token FROM web_instances ORDER BY id');
    expect(rows).toHaveLength(3);
    for (const { token } of rows) {
      const response = await get(app, path, { host: 'example.org', token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(expected);
    }
  });

  it('refuses an unknown web instance token with 400, uncached as well', async () => {
    const response = await get(testApp().app, path, { token: 'no-such-shop' });
    expectError(response, 400, WEBINSTANCE_TOKEN_HEADER);
    expect(response.headers['cache-control']).toBe(PERSONAL);
  });

  it.each(STALE_COOKIES)('ignores %s in the cookies: still the anonymous answer', async (_, cookie) => {
    const response = await get(testApp().app, path, { headers: { cookie } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual(expected);
    expect(response.headers['cache-control']).toBe(PERSONAL);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('is documented in OpenAPI with its answer schema', async () => {
    const docs = await get<OpenApiDocument>(testApp().app, '/api/docs/json');
    expect(docs.status).toBe(200);
    const answer = docs.body.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
    expect(answer, `${path} has no documented 200 answer`).toBeDefined();
    expect([...propertyNames(answer)]).toEqual(expect.arrayContaining([...documentedFields]));
  });
}
