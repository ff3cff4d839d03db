import { deserialize, serialize } from 'node:v8';
import { z } from 'zod';
import { failureReporter } from './failure-reporter.js';

/**
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {Parameters<NextCacheHandler['get']>[1]} GetContext
 * @typedef {Parameters<NextCacheHandler['set']>[1]} CacheValue
 * @typedef {Parameters<NextCacheHandler['set']>[2]} SetContext
 */

/**
 * Where entries live: bytes by key, and when each tag last expired. The in-process LRU and Redis
 * implement it; the handler does the rest (encoding, tags) once for both.
 * @typedef {object} CacheStore
 * @property {(key: string) => Promise<Buffer | undefined>} get
 * @property {(key: string, bytes: Buffer) => Promise<void>} set
 * @property {(tags: readonly string[]) => Promise<Map<string, number>>} tagExpiries the known ones, tag → ms
 * @property {(tags: readonly string[], at: number) => Promise<void>} expireTags entries stored before `at` go
 * @property {() => Promise<void>} close
 */

/** Next's header listing a page's tags (NEXT_CACHE_TAGS_HEADER). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * What a store holds per key. The value is Next's own (an APP_PAGE holds Buffers and a Map of
 * Buffers), so it is encoded with V8's serializer, which keeps both as they are; JSON would turn a
 * Buffer into an array of numbers and a Map into {}.
 */
const StoredEntrySchema = z.object({
  format: z.literal(1),
  lastModified: z.number(),
  /** A fetch's tags as it was stored; a page's are in its headers. */
  tags: z.array(z.string()),
  value: z.custom((value) => value === null || typeof value === 'object'),
  cacheControl: z
    .object({ revalidate: z.union([z.number(), z.literal(false)]), expire: z.number().optional() })
    .optional(),
});

/**
 * Entries already decoded, by the stored bytes they came from. The in-process store hands back the
 * same Buffer for as long as it keeps an entry, so a cached page is decoded once, not on every request
 * (Next's own in-memory cache hands out one object too); Redis answers new bytes each time.
 * @type {WeakMap<Buffer, z.infer<typeof StoredEntrySchema>>}
 */
const decoded = new WeakMap();

/** @param {Buffer} bytes @returns {z.infer<typeof StoredEntrySchema> | undefined} */
function decodeEntry(bytes) {
  const known = decoded.get(bytes);
  if (known) return known;
  try {
    const parsed = StoredEntrySchema.safeParse(deserialize(bytes));
    if (!parsed.success) return undefined;
    decoded.set(bytes, parsed.data);
    return parsed.data;
  } catch {
    return undefined; // unreadable (another format, a cut value): a miss, rendered again
  }
}

/**
 * Next's areTagsExpired: an entry is expired by a tag that expired after the entry was stored and is
 * not in the future. Tag expiries come from the store, so with Redis every process sees every expiry.
 * @param {Map<string, number>} expiries
 * @param {number} lastModified
 * @param {number} now
 */
function anyExpired(expiries, lastModified, now) {
  for (const at of expiries.values()) if (at <= now && at > lastModified) return true;
  return false;
}

/**
 * The tags an entry answers to: a fetch's own and the implicit tags of the page asking for it (as
 * Next's file-system cache checks them), a page's from its `x-next-cache-tags` header.
 * @param {z.infer<typeof StoredEntrySchema>} entry
 * @param {GetContext} ctx
 * @returns {string[]}
 */
function tagsOf(entry, ctx) {
  /** @type {string[]} */
  const tags = [...entry.tags];
  if (ctx.kind === 'FETCH') tags.push(...(ctx.tags ?? []), ...(ctx.softTags ?? []));
  const value = /** @type {CacheValue} */ (entry.value);
  if (value && 'headers' in value && value.headers) {
    const header = value.headers[CACHE_TAGS_HEADER];
    if (typeof header === 'string') tags.push(...header.split(','));
  }
  return [...new Set(tags.filter((tag) => tag !== ''))];
}

/**
 * A Next.js cache handler class (next.config.ts `cacheHandler`) over `storeFor(ctx)`'s store. Next
 * makes an instance per request, so everything lasting lives in the store.
 * @param {{ storeFor: (ctx: CacheHandlerContext) => CacheStore, now?: () => number, log?: Pick<Console, 'warn'> }} options
 * @returns {typeof import('next/dist/server/lib/incremental-cache').CacheHandler}
 */
export function createCacheHandler({ storeFor, now = Date.now, log = console }) {
  const reads = failureReporter('reading the page cache', log);
  const writes = failureReporter('writing the page cache', log);

  return class StrideCacheHandler {
    /** @param {CacheHandlerContext} ctx */
    constructor(ctx) {
      this.store = storeFor(ctx);
      /** Tags Next already knows were revalidated for this request (minimal mode only). */
      this.revalidatedTags = ctx.revalidatedTags ?? [];
    }

    /**
     * @param {string} key
     * @param {GetContext} ctx
     * @returns {Promise<CacheHandlerValue | null>}
     */
    async get(key, ctx) {
      try {
        const bytes = await this.store.get(key);
        const entry = bytes && decodeEntry(bytes);
        if (!entry) return null;
        const tags = tagsOf(entry, ctx);
        if (ctx.kind === 'FETCH' && tags.some((tag) => this.revalidatedTags.includes(tag))) return null;
        if (tags.length > 0 && anyExpired(await this.store.tagExpiries(tags), entry.lastModified, now())) return null;
        reads.succeeded();
        return {
          lastModified: entry.lastModified,
          value: /** @type {CacheValue} */ (entry.value),
          ...(entry.cacheControl && {
            cacheControl: { revalidate: entry.cacheControl.revalidate, expire: entry.cacheControl.expire },
          }),
        };
      } catch (error) {
        // A store that is away is a miss: the page is rendered afresh, never served unchecked.
        reads.failed(error);
        return null;
      }
    }

    /**
     * @param {string} key
     * @param {CacheValue} data
     * @param {SetContext} ctx
     */
    async set(key, data, ctx) {
      /** @type {z.input<typeof StoredEntrySchema>} */
      const entry = {
        format: 1,
        lastModified: now(),
        tags: 'fetchCache' in ctx && ctx.fetchCache ? (ctx.tags ?? []) : [],
        value: data,
        cacheControl: 'cacheControl' in ctx ? ctx.cacheControl : undefined,
      };
      try {
        await this.store.set(key, serialize(entry));
        writes.succeeded();
      } catch (error) {
        writes.failed(error);
      }
    }

    /**
     * Expires the tags now. Next's stale-while-revalidate profiles (`durations`) are treated the same:
     * an entry is rendered again on its next request rather than served stale once more, which is
     * simpler across processes and never staler.
     * @param {string | string[]} tags
     * @param {{ expire?: number }} [_durations]
     */
    async revalidateTag(tags, _durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length > 0) await this.store.expireTags(list, now());
    }

    resetRequestCache() {}
  };
}
