import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProductListResponseSchema } from '@stride/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { get, useTestApp } from '../../api/src/test-support/test-app';
import { createCacheHandler } from './cache-handler.js';
import { CATALOG_VERSION_PATH, startCatalogWatcher } from './catalog-watcher.js';
import { createMemoryStore } from './memory-store.js';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function watch(options: Parameters<typeof startCatalogWatcher>[0]) {
  const watcher = startCatalogWatcher(options);
  stops.push(watcher.stop);
  return watcher;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(25);
  }
}

describe('the catalog watcher against the real api', () => {
  const testApp = useTestApp();

  it('expires `catalog` once a committed price change shows in the api, and not before', async () => {
    const { app, database } = testApp();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const priceOf = async (id: number) => {
      const response = await get(app, `/api/lib/v1/products?productIds=${id}&fields=id,finalPriceData`);
      return ProductListResponseSchema.parse(response.body).items[0]?.finalPriceData?.price;
    };
    const [product] = ProductListResponseSchema.parse(
      (await get(app, '/api/lib/v1/products?fields=id,finalPriceData&perPage=1')).body,
    ).items;
    if (!product) throw new Error('the test catalog lists no product');
    const oldPrice = await priceOf(product.id);
    const newPrice = (oldPrice ?? 0) + 100;

    // A page cached before the change, as the storefront would hold it.
    const store = createMemoryStore({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const handler = new (createCacheHandler({ storeFor: () => store }))({ revalidatedTags: [], _requestHeaders: {} });
    const page = { kind: 'APP_PAGE', html: 'old price', headers: { 'x-next-cache-tags': 'catalog' } };
    const pageContext = { kind: 'APP_PAGE', isFallback: false } as Parameters<typeof handler.get>[1];
    await handler.set('/sk', page as unknown as Parameters<typeof handler.set>[1], {});

    const expiries: { tags: string[]; priceThen: number | undefined }[] = [];
    watch({
      apiUrl: origin,
      intervalMs: 100,
      settleMs: 0,
      expire: async (tags) => {
        expiries.push({ tags, priceThen: await priceOf(product.id) });
        await store.expireTags(tags, Date.now());
      },
    });
    await sleep(800); // several polls, the first version among them
    expect(expiries).toEqual([]);
    expect(await handler.get('/sk', pageContext)).not.toBeNull();

    await database.rawTransaction((query) =>
      query('UPDATE prices SET final_price = $2 WHERE product_id = $1', [product.id, newPrice]),
    );

    await until(() => expiries.length > 0, 15_000, 'expiring catalog');
    expect(expiries).toEqual([{ tags: ['catalog'], priceThen: newPrice }]);
    expect(await handler.get('/sk', pageContext)).toBeNull();
  });
});

/** A stand-in api whose answer the test sets; counts the polls. */
async function fakeApi() {
  const state = { status: 200, version: '1', polls: 0 };
  const server = createServer((request, response) => {
    state.polls += 1;
    const status = request.url === CATALOG_VERSION_PATH ? state.status : 404;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ version: state.version }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => server.close());
  const { port } = server.address() as AddressInfo;
  return { state, origin: `http://127.0.0.1:${port}` };
}

describe('the catalog watcher', () => {
  it('logs an api that fails once, keeps asking, and counts the first version after it as no change', async () => {
    const api = await fakeApi();
    api.state.status = 503;
    const warnings: string[] = [];
    const expired: string[][] = [];
    watch({
      apiUrl: api.origin,
      intervalMs: 20,
      settleMs: 0,
      expire: async (tags) => {
        expired.push(tags);
      },
      log: { warn: (line) => warnings.push(line) },
    });
    await until(() => api.state.polls >= 5, 5_000, 'five polls');
    expect(warnings).toEqual([
      `[cache] following the catalog version at ${api.origin}${CATALOG_VERSION_PATH} failed, retrying: the api answered 503`,
    ]);

    api.state.status = 200;
    await until(() => warnings.length === 2, 5_000, 'recovering');
    expect(warnings[1]).toMatch(/works again$/);
    await sleep(100);
    expect(expired).toEqual([]);

    api.state.version = '2';
    await until(() => expired.length > 0, 5_000, 'expiring catalog');
    await sleep(100);
    expect(expired).toEqual([['catalog']]);
  });

  it('expires `catalog` once more a little later, for renders that read the api before the change', async () => {
    const api = await fakeApi();
    const expiredAt: number[] = [];
    watch({
      apiUrl: api.origin,
      intervalMs: 20,
      settleMs: 300,
      expire: async () => {
        expiredAt.push(Date.now());
      },
    });
    await until(() => api.state.polls >= 2, 5_000, 'two polls');
    api.state.version = '2';
    await until(() => expiredAt.length === 2, 5_000, 'expiring twice');
    const [first = 0, second = 0] = expiredAt;
    expect(second - first).toBeGreaterThanOrEqual(290);
  });

  it('tries a failed expiry again at the next poll', async () => {
    const api = await fakeApi();
    let attempts = 0;
    watch({
      apiUrl: api.origin,
      intervalMs: 20,
      settleMs: 0,
      expire: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('redis away');
      },
      log: { warn: () => {} },
    });
    await until(() => api.state.polls >= 2, 5_000, 'two polls');
    api.state.version = '2';
    await until(() => attempts === 2, 5_000, 'a second attempt');
    await sleep(100);
    expect(attempts).toBe(2);
  });

  it('stops asking once stopped', async () => {
    const api = await fakeApi();
    const watcher = watch({ apiUrl: api.origin, intervalMs: 20, expire: async () => {} });
    await until(() => api.state.polls >= 2, 5_000, 'two polls');
    watcher.stop();
    await sleep(50);
    const polls = api.state.polls;
    await sleep(200);
    expect(api.state.polls).toBe(polls);
  });
});
