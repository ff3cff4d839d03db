import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type CacheStore, createCacheHandler } from './cache-handler.js';
import { createMemoryStore } from './memory-store.js';
import { createRedisStore } from './redis-store.js';

// A real Redis (the test machine's unless TEST_REDIS_URL names another); every key of this run starts
// with PREFIX and is deleted after.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `stride-test:${randomUUID()}:`;
const TTL_MS = 60_000;

type Handler = InstanceType<ReturnType<typeof createCacheHandler>>;
type CacheValue = Parameters<Handler['set']>[1];
type SetContext = Parameters<Handler['set']>[2];
type GetContext = Parameters<Handler['get']>[1];

/** Next's value kinds are a const enum its types declare ambiently, which tests cannot name: plain strings here. */
const cacheValue = (value: object) => value as unknown as CacheValue;
const setContext = (ctx: object) => ctx as SetContext;
const getContext = (ctx: object) => ctx as GetContext;

const FETCH = cacheValue({
  kind: 'FETCH',
  data: { headers: { 'content-type': 'application/json' }, body: '{"items":[{"id":7}]}', status: 200, url: '' },
  revalidate: 60,
});
const FETCH_SET = setContext({ fetchCache: true, tags: ['catalog', 'products'], fetchUrl: 'http://api/products' });
const FETCH_GET = getContext({ kind: 'FETCH', tags: ['catalog', 'products'], softTags: ['_N_T_/sk/layout'] });

const APP_PAGE = cacheValue({
  kind: 'APP_PAGE',
  html: '<!DOCTYPE html><html><body>Bežecká obuv</body></html>',
  rscData: Buffer.from([0, 1, 2, 254, 255]),
  headers: {
    'x-next-cache-tags': '_N_T_/layout,_N_T_/sk/kategoria/bezecka-obuv,catalog',
    'x-nextjs-stale-time': '300',
  },
  postponed: undefined,
  status: 200,
  segmentData: new Map([
    ['/_tree', Buffer.from('tree')],
    ['/_index', Buffer.from([9, 8, 7])],
  ]),
});
const PAGE_SET = setContext({ cacheControl: { revalidate: 60, expire: 300 } });
const PAGE_GET = getContext({ kind: 'APP_PAGE', isFallback: false });

const HANDLER_CONTEXT = { revalidatedTags: [], _requestHeaders: {} };

const opened: CacheStore[] = [];
/** A key space of its own under PREFIX, so no test sees another's tag expiries. */
const freshPrefix = () => `${PREFIX}${randomUUID()}:`;
const redisStore = (prefix = freshPrefix()) => {
  const store = createRedisStore({ url: REDIS_URL, prefix, ttlMs: TTL_MS });
  opened.push(store);
  return store;
};
const memoryStore = (now?: () => number) => createMemoryStore({ maxBytes: 1024 * 1024, ttlMs: TTL_MS, now });

function handlerOn(store: CacheStore, now?: () => number): Handler {
  const Handler = createCacheHandler({ storeFor: () => store, now });
  return new Handler(HANDLER_CONTEXT);
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
});

describe.each([
  ['in memory', memoryStore],
  ['in Redis', () => redisStore()],
] as const)('the cache handler %s', (_where, makeStore) => {
  it('gives back a fetch answer and a page as they were stored: Buffers, the Map of segments, the cache control', async () => {
    const handler = handlerOn(makeStore());
    await handler.set('fetch-key', FETCH, FETCH_SET);
    await handler.set('/sk/kategoria/bezecka-obuv', APP_PAGE, PAGE_SET);

    const fetched = await handler.get('fetch-key', FETCH_GET);
    expect(fetched?.value).toEqual(FETCH);
    const page = await handler.get('/sk/kategoria/bezecka-obuv', PAGE_GET);
    expect(page?.value).toEqual(APP_PAGE);
    expect(page?.cacheControl).toEqual({ revalidate: 60, expire: 300 });
    const value = page?.value as { rscData: unknown; segmentData: unknown } | undefined;
    expect(Buffer.isBuffer(value?.rscData)).toBe(true);
    expect(value?.segmentData).toBeInstanceOf(Map);
    expect(await handler.get('never-stored', PAGE_GET)).toBeNull();
  });

  it('hides what was stored before a tag expired (a fetch by its tags or its page’s, a page by its header), not after', async () => {
    let time = 1_700_000_000_000;
    const handler = handlerOn(
      makeStore(() => time),
      () => time,
    );
    const other = cacheValue({ ...APP_PAGE, headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/sk/blog' } });
    await handler.set('fetch', FETCH, FETCH_SET);
    await handler.set('page', APP_PAGE, PAGE_SET);
    await handler.set('blog', other, PAGE_SET);

    time += 1_000;
    await handler.revalidateTag('catalog');
    time += 1_000;
    expect(await handler.get('fetch', FETCH_GET)).toBeNull();
    expect(await handler.get('page', PAGE_GET)).toBeNull();
    expect((await handler.get('blog', PAGE_GET))?.value).toEqual(other);

    await handler.set('page', APP_PAGE, PAGE_SET);
    await handler.set('fetch', FETCH, FETCH_SET);
    time += 1_000;
    expect((await handler.get('page', PAGE_GET))?.value).toEqual(APP_PAGE);
    expect((await handler.get('fetch', FETCH_GET))?.value).toEqual(FETCH);

    // The page asking for a fetch lends it its implicit tags.
    await handler.revalidateTag(['_N_T_/sk/layout']);
    time += 1_000;
    expect(await handler.get('fetch', FETCH_GET)).toBeNull();
  });

  it('lets an expiry set for later hide nothing until then', async () => {
    let time = 1_700_000_000_000;
    const store = makeStore(() => time);
    const handler = handlerOn(store, () => time);
    await handler.set('page', APP_PAGE, PAGE_SET);
    await store.expireTags(['catalog'], time + 5_000);

    time += 4_000;
    expect(await handler.get('page', PAGE_GET)).not.toBeNull();
    time += 2_000;
    expect(await handler.get('page', PAGE_GET)).toBeNull();
  });
});

describe('the stores', () => {
  it('in memory: drop the least recently used entries beyond their byte bound, and keep none larger than it', async () => {
    // Each entry weighs 1,000 bytes and its one-character key 2: three fit in 3,500, four do not.
    const store = createMemoryStore({ maxBytes: 3_500, ttlMs: TTL_MS });
    const kilobyte = (fill: number) => Buffer.alloc(1_000, fill);
    await store.set('a', kilobyte(1));
    await store.set('b', kilobyte(2));
    await store.set('c', kilobyte(3));
    await store.get('a');
    await store.set('d', kilobyte(4));
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toEqual(kilobyte(1));
    expect(await store.get('c')).toEqual(kilobyte(3));
    expect(await store.get('d')).toEqual(kilobyte(4));

    await store.set('huge', Buffer.alloc(3_600));
    expect(await store.get('huge')).toBeUndefined();
    expect(await store.get('a')).toEqual(kilobyte(1));
  });

  it('in memory: forget an entry after its TTL', async () => {
    let time = 0;
    const store = createMemoryStore({ maxBytes: 10_000, ttlMs: TTL_MS, now: () => time });
    await store.set('a', Buffer.from('a'));
    time += TTL_MS - 1;
    expect(await store.get('a')).toEqual(Buffer.from('a'));
    time += 1;
    expect(await store.get('a')).toBeUndefined();
  });

  it('in Redis: give every entry and the tag expiries a TTL, so Redis cannot fill without bound', async () => {
    const prefix = freshPrefix();
    const store = redisStore(prefix);
    await store.set('ttl', Buffer.from('x'));
    await store.expireTags(['catalog'], Date.now());
    const redis = new Redis(REDIS_URL);
    try {
      const [entryTtl, tagsTtl] = await Promise.all([redis.pttl(`${prefix}entry:ttl`), redis.pttl(`${prefix}tags`)]);
      expect(entryTtl).toBeGreaterThan(TTL_MS - 5_000);
      expect(entryTtl).toBeLessThanOrEqual(TTL_MS);
      expect(tagsTtl).toBeGreaterThan(TTL_MS - 5_000);
      expect(tagsTtl).toBeLessThanOrEqual(TTL_MS);
    } finally {
      await redis.quit();
    }
  });

  it('in Redis: never move a tag expiry back when another process expires it with an older time', async () => {
    const store = redisStore();
    await store.expireTags(['catalog'], 2_000);
    await store.expireTags(['catalog'], 1_000);
    expect(await store.tagExpiries(['catalog', 'unknown'])).toEqual(new Map([['catalog', 2_000]]));
  });
});

describe('two storefront processes', () => {
  it('sharing Redis see each other’s entries and tag expiries', async () => {
    const prefix = freshPrefix();
    const first = handlerOn(redisStore(prefix));
    const second = handlerOn(redisStore(prefix));
    await first.set('/sk', APP_PAGE, PAGE_SET);
    expect((await second.get('/sk', PAGE_GET))?.value).toEqual(APP_PAGE);

    await new Promise((resolve) => setTimeout(resolve, 5)); // the expiry comes after the entry's time
    await second.revalidateTag('catalog');
    expect(await first.get('/sk', PAGE_GET)).toBeNull();
  });

  it('without Redis keep their own entries and expiries', async () => {
    const first = handlerOn(memoryStore());
    const second = handlerOn(memoryStore());
    await first.set('/sk', APP_PAGE, PAGE_SET);
    expect(await second.get('/sk', PAGE_GET)).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await second.revalidateTag('catalog');
    expect((await first.get('/sk', PAGE_GET))?.value).toEqual(APP_PAGE);
  });
});

describe('a store that fails', () => {
  it('is a miss for the page, not an error, and is logged once', async () => {
    const warnings: string[] = [];
    const broken: CacheStore = {
      get: async () => Promise.reject(new Error('connection refused')),
      set: async () => Promise.reject(new Error('connection refused')),
      tagExpiries: async () => new Map(),
      expireTags: async () => {},
      close: async () => {},
    };
    const Handler = createCacheHandler({ storeFor: () => broken, log: { warn: (line) => warnings.push(line) } });
    const handler = new Handler(HANDLER_CONTEXT);
    await handler.set('/sk', APP_PAGE, PAGE_SET);
    expect(await handler.get('/sk', PAGE_GET)).toBeNull();
    expect(await handler.get('/sk', PAGE_GET)).toBeNull();
    expect(warnings).toEqual([
      '[cache] writing the page cache failed, retrying: connection refused',
      '[cache] reading the page cache failed, retrying: connection refused',
    ]);
  });
});
