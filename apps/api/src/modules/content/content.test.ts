import {
  FooterResponseSchema,
  PageDetailSchema,
  ReviewsResponseSchema,
  WEBINSTANCE_TOKEN_HEADER,
  WebInstanceSchema,
} from '@stride/contract';
import { webInstanceToken } from '@stride/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { expectError, get, HOST, newClientAddress, post, useTestApp } from '../../test-support/test-app';
import { NEWSLETTER_RATE_LIMIT } from './routes';

const testApp = useTestApp();

async function tokenOf(locale: string): Promise<string> {
  const [row] = await testApp().database.query<{ token: string }>('SELECT token FROM web_instances WHERE locale = $1', [
    locale,
  ]);
  if (!row) throw new Error(`no web instance ${locale}`);
  return row.token;
}

describe('GET /api/lib/v1/webinstance', () => {
  it.each([
    [HOST.sk, 'sk', 'EUR', 23],
    [HOST.cz, 'cz', 'CZK', 21],
    [HOST.hu, 'hu', 'HUF', 27],
    ['localhost', 'hu', 'HUF', 27],
    ['unknown.example.com', 'hu', 'HUF', 27],
  ])('Host %s is the %s web instance in %s', async (host, locale, currency, vatRate) => {
    const response = await get(testApp().app, '/api/lib/v1/webinstance', { host });
    expect(response.status).toBe(200);
    const body = WebInstanceSchema.parse(response.body);
    expect(body).toMatchObject({ locale, currency, vatRate });
    expect(body.webInstanceToken).toBe(await tokenOf(locale));
    expect(body.globalSettings.phone).not.toBe('');
    expect([1, 2, 3, 4]).toContain(body.globalSettings.type_of_shop);
    expect(body.pagesHeader.length).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('takes the web instance from the token the storefront sends, whatever Host it reaches the api by', async () => {
    const response = await get(testApp().app, '/api/lib/v1/webinstance', {
      host: '127.0.0.1:4000',
      token: webInstanceToken('cz'),
    });
    expect(WebInstanceSchema.parse(response.body).locale).toBe('cz');
  });

  it('ignores X-Forwarded-Host from a client it does not trust (TRUST_PROXY empty): the Host decides', async () => {
    const viaAddress = await get(testApp().app, '/api/lib/v1/webinstance', {
      host: '127.0.0.1:4000',
      headers: { 'x-forwarded-host': 'cz.localhost:3000' },
    });
    expect(WebInstanceSchema.parse(viaAddress.body).locale).toBe('hu');
    const viaShop = await get(testApp().app, '/api/lib/v1/webinstance', {
      host: HOST.sk,
      headers: { 'x-forwarded-host': 'cz.localhost' },
    });
    expect(WebInstanceSchema.parse(viaShop.body).locale).toBe('sk');
  });

  describe('behind a proxy named in TRUST_PROXY', () => {
    let proxied: FastifyInstance | undefined;
    afterAll(async () => proxied?.close());

    it('takes X-Forwarded-Host, port included, from that proxy only', async () => {
      const { config, database } = testApp();
      proxied = await buildApp(
        loadConfig({ NODE_ENV: 'test', DATA_DIR: config.dataDir, TRUST_PROXY: '10.1.2.3, 192.168.0.0/16' }),
        { database },
      );
      const forwarded = { host: '127.0.0.1:4000', headers: { 'x-forwarded-host': 'cz.localhost:3000' } };
      const fromProxy = await get(proxied, '/api/lib/v1/webinstance', { ...forwarded, remoteAddress: '192.168.7.8' });
      expect(WebInstanceSchema.parse(fromProxy.body).locale).toBe('cz');
      const fromClient = await get(proxied, '/api/lib/v1/webinstance', { ...forwarded, remoteAddress: '10.1.2.4' });
      expect(WebInstanceSchema.parse(fromClient.body).locale).toBe('hu');
    });
  });

  it('lets the webinstance-token header override the Host', async () => {
    const response = await get(testApp().app, '/api/lib/v1/webinstance', { host: HOST.sk, token: await tokenOf('hu') });
    expect(WebInstanceSchema.parse(response.body)).toMatchObject({ locale: 'hu', currency: 'HUF' });
  });

  it('rejects an unknown token with 400 instead of falling back, in the Host’s language', async () => {
    const response = await get(testApp().app, '/api/lib/v1/webinstance', { host: HOST.sk, token: "x' OR '1'='1" });
    const body = expectError(response, 400, WEBINSTANCE_TOKEN_HEADER);
    expect(body.messages[0]?.message).toBe('Neznámy token webovej inštancie.');
  });

  it('rejects an over-long token as a bad header', async () => {
    const response = await get(testApp().app, '/api/lib/v1/webinstance', { token: 'a'.repeat(5000) });
    expectError(response, 400, WEBINSTANCE_TOKEN_HEADER);
  });
});

describe('GET /api/pages/footer', () => {
  it('lists the web instance, the two-level categories and both page columns in its language', async () => {
    const { app, database } = testApp();
    const response = await get(app, '/api/pages/footer', { host: HOST.cz });
    expect(response.status).toBe(200);
    const body = FooterResponseSchema.parse(response.body);
    expect(body.webinstance.locale).toBe('cz');
    const topLevel = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM categories WHERE parent_id IS NULL AND visible',
    );
    expect(body.categories).toHaveLength(topLevel[0]?.n ?? -1);
    expect(body.categories.some((category) => category.children.length > 0)).toBe(true);
    for (const list of ['statics01', 'statics02'] as const) {
      const expected = await database.query<{ title: string }>(
        `SELECT p.title FROM page_lists pl JOIN pages p ON p.id = pl.page_id
          JOIN web_instances w ON w.id = pl.web_instance_id
         WHERE w.locale = 'cz' AND pl.list = $1 ORDER BY pl.position`,
        [list],
      );
      expect(body[list].map((page) => page.title)).toEqual(expected.map((row) => row.title));
      expect(body[list].length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/pages/heureka', () => {
  it('returns every review of the instance, newest first, hidden ones included', async () => {
    const { app, database } = testApp();
    const response = await get(app, '/api/pages/heureka', { host: HOST.sk });
    expect(response.status).toBe(200);
    const body = ReviewsResponseSchema.parse(response.body);
    const expected = await database.query<{ foreign_key: string }>(
      `SELECT r.foreign_key FROM reviews r JOIN web_instances w ON w.id = r.web_instance_id
        WHERE w.locale = 'sk' ORDER BY r.created_at DESC, r.id DESC`,
    );
    expect(body.items.map((review) => review.foreignKey)).toEqual(expected.map((row) => row.foreign_key));
    expect(body.items.length).toBeGreaterThan(5);
    // Some of them the storefront must hide (no summary or not recommending): the api keeps them.
    expect(body.items.some((review) => review.data.summary === '' || review.data.recommends !== 1)).toBe(true);
  });
});

describe('GET /api/pages/page/:urlTitle', () => {
  it('returns a footer page of the instance with its content', async () => {
    const { app } = testApp();
    const footer = FooterResponseSchema.parse((await get(app, '/api/pages/footer', { host: HOST.hu })).body);
    const link = footer.statics01[0];
    if (!link) throw new Error('no statics01 page');
    const response = await get(app, `/api/pages/page/${link.urlTitle}`, { host: HOST.hu });
    expect(response.status).toBe(200);
    const page = PageDetailSchema.parse(response.body);
    expect(page).toMatchObject({ id: link.id, title: link.title, urlTitle: link.urlTitle });
    expect(page.content.length).toBeGreaterThan(0);
  });

  it('answers a page of another instance or an unknown one with 404', async () => {
    const { app, database } = testApp();
    const [only] = await database.query<{ url_title: string }>(
      `SELECT p.url_title FROM pages p JOIN web_instances w ON w.id = p.web_instance_id AND w.locale = 'hu'
        WHERE p.url_title NOT IN (SELECT q.url_title FROM pages q JOIN web_instances v
                                   ON v.id = q.web_instance_id AND v.locale = 'sk') LIMIT 1`,
    );
    if (!only) throw new Error('every Hungarian page urlTitle exists in Slovak too');
    expectError(await get(app, `/api/pages/page/${only.url_title}`, { host: HOST.sk }), 404, 'urlTitle');
    expectError(await get(app, '/api/pages/page/no-such-page'), 404, 'urlTitle');
  });

  it.each([['Kontakt'], ['a%20b'], ['%27%3B--'], ['a'.repeat(201)]])(
    'rejects urlTitle %s with 400',
    async (urlTitle) => {
      expectError(await get(testApp().app, `/api/pages/page/${urlTitle}`), 400, 'urlTitle');
    },
  );
});

describe('POST /api/lib/v1/newsletter', () => {
  /** Each request of the validation tests from its own address: the rate limit has its own test. */
  const fromNewClient = (host: string = HOST.sk) => ({ host, remoteAddress: newClientAddress() });

  async function subscribers(email: string): Promise<number> {
    const [row] = await testApp().database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1',
      [email],
    );
    return row?.n ?? -1;
  }

  it('saves the address once, however often it is sent, and normalizes it', async () => {
    const { app } = testApp();
    const first = await post(app, '/api/lib/v1/newsletter', { email: '  Runner@Example.SK ' }, fromNewClient());
    expect(first).toMatchObject({ status: 200, body: { success: true } });
    const second = await post(app, '/api/lib/v1/newsletter', { email: 'runner@example.sk' }, fromNewClient());
    expect(second).toMatchObject({ status: 200, body: { success: true } });
    expect(await subscribers('runner@example.sk')).toBe(1);
    expect(first.headers['cache-control']).toBeUndefined();
  });

  it('keeps one row per web instance', async () => {
    const { app } = testApp();
    await post(app, '/api/lib/v1/newsletter', { email: 'both@example.com' }, fromNewClient(HOST.sk));
    await post(app, '/api/lib/v1/newsletter', { email: 'both@example.com' }, fromNewClient(HOST.hu));
    expect(await subscribers('both@example.com')).toBe(2);
  });

  it.each([
    ['no body field', {}, 'Povinné pole'],
    ['not an e-mail', { email: 'runner' }, 'Zadajte email vo formáte meno@domena.sk'],
    ['SQL in the address', { email: "x'); DROP TABLE newsletter_subscribers; --" }, undefined],
    ['a number', { email: 42 }, undefined],
    ['an array', { email: ['a@b.sk'] }, undefined],
    ['a very long address', { email: `${'a'.repeat(300)}@example.sk` }, undefined],
  ])('rejects %s with 400 on the email field', async (_case, payload, message) => {
    const response = await post(testApp().app, '/api/lib/v1/newsletter', payload, fromNewClient());
    const body = expectError(response, 400, 'email');
    if (message) expect(body.messages[0]?.message).toBe(message);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/lib/v1/newsletter',
      headers: { host: HOST.sk, 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: newClientAddress(),
    });
    expectError({ status: response.statusCode, body: response.json() }, 400);
  });

  it('translates the message to the web instance’s language', async () => {
    const response = await post(testApp().app, '/api/lib/v1/newsletter', { email: 'nope' }, fromNewClient(HOST.hu));
    expect(expectError(response, 400, 'email').messages[0]?.message).toBe(
      'Az e-mail-címet nev@domain.hu formátumban adja meg.',
    );
  });

  it('takes 5 signups a minute from one address, then answers 429 in the client’s language and saves nothing', async () => {
    const { app } = testApp();
    expect(NEWSLETTER_RATE_LIMIT).toEqual({ max: 5, timeWindow: 60_000 });
    const client = { host: HOST.cz, remoteAddress: newClientAddress() };
    for (let i = 1; i <= 5; i++) {
      const accepted = await post(app, '/api/lib/v1/newsletter', { email: `limit${i}@example.cz` }, client);
      expect(accepted.status, `signup ${i}`).toBe(200);
    }
    const refused = await post(app, '/api/lib/v1/newsletter', { email: 'limit6@example.cz' }, client);
    const body = expectError(refused, 429, null);
    expect(body.code).toBe('too_many_requests');
    const message = body.messages[0]?.message ?? '';
    expect(message).toMatch(/^Příliš mnoho pokusů\. Zkuste to znovu za \d+ s\.$/);
    const seconds = Number(/(\d+) s/.exec(message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(Number(refused.headers['retry-after'])).toBe(seconds);
    expect(await subscribers('limit6@example.cz')).toBe(0);
    // Counted per address: another client still signs up; junk counts against its sender too.
    const other = { host: HOST.cz, remoteAddress: newClientAddress() };
    expect((await post(app, '/api/lib/v1/newsletter', { email: 'limit6@example.cz' }, other)).status).toBe(200);
    expect(await subscribers('limit6@example.cz')).toBe(1);
    expectError(await post(app, '/api/lib/v1/newsletter', { email: 'junk' }, client), 429, null);
  });
});
