import { type Category, SITEMAP_FILES_PATH, SITEMAP_INDEX_PATH } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { type Locale, localizedPath, type Route } from '@stride/i18n';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { categoryCatalog } from '../product-views/category-catalog';
import {
  selectNewestArticleTime,
  selectProductSitemapBatch,
  selectProductSitemapSize,
  selectSitemapArticleBatch,
  selectSitemapPages,
} from './queries';
import {
  largestUrlElementBytes,
  SITEMAP_MAX_BYTES,
  type SitemapEntry,
  sitemapIndexXml,
  URLSET_END,
  URLSET_START,
  urlElement,
} from './sitemap-xml';

/** Rows read from the database at a time: what a file costs in memory, whatever the catalog's size. */
export const SITEMAP_BATCH_ROWS = 1_000;

/** What the sitemaps need of the request's shop: which one, and its language (a bench names it itself). */
export type SitemapShop = Pick<RequestContext, 'webInstanceId' | 'locale'>;

/** Where the shop is reached (its public origin) and how many product URLs one file holds. */
export type SitemapOptions = { origin: string; urlsPerFile: number };

/** The files of a shop's sitemap: one of each kind, and the products in numbered files. */
type SitemapFile = { kind: 'pages' | 'stores' | 'categories' | 'articles' } | { kind: 'products'; number: number };

const SINGLE_FILES = ['pages', 'stores', 'categories', 'articles'] as const;

function fileName(file: SitemapFile): string {
  return file.kind === 'products' ? `products-${file.number}.xml` : `${file.kind}.xml`;
}

/** The file a name stands for (`products-2.xml`), or undefined for any other name. */
function parseFileName(name: string): SitemapFile | undefined {
  const single = SINGLE_FILES.find((kind) => name === `${kind}.xml`);
  if (single) return { kind: single };
  const numbered = /^products-([1-9]\d{0,8})\.xml$/.exec(name);
  return numbered ? { kind: 'products', number: Number(numbered[1]) } : undefined;
}

/** An absolute URL of the shop: its origin and the route's localized path (the one path builder, @stride/i18n). */
const urlOf = (origin: string, locale: Locale, route: Route, params?: Record<string, string>) =>
  `${origin}${localizedPath(locale, route, params)}`;

/**
 * Product URLs per file: the configured count, lowered when the shop's longest urlTitle could make
 * a file of that many pass the protocol's 50 MB (never with real slugs: 50,000 URLs of 100 bytes
 * are 8 MB).
 */
function productsPerFile(ctx: SitemapShop, options: SitemapOptions, longestUrlTitleBytes: number): number {
  const prefix = urlOf(options.origin, ctx.locale, '/product/[urlTitle]', { urlTitle: '-' }).slice(0, -1);
  const budget = SITEMAP_MAX_BYTES - Buffer.byteLength(URLSET_START + URLSET_END);
  const fitting = Math.floor(budget / largestUrlElementBytes(prefix, longestUrlTitleBytes));
  return Math.max(1, Math.min(options.urlsPerFile, fitting));
}

async function productFileCount(database: DatabaseHandle, ctx: SitemapShop, options: SitemapOptions) {
  const size = await selectProductSitemapSize(database.db, ctx.webInstanceId, ctx.locale);
  const perFile = productsPerFile(ctx, options, size.longestUrlTitleBytes);
  return { files: Math.ceil(size.total / perFile), perFile };
}

/** The shop's sitemap index: every file of its sitemap, as absolute URLs on the shop's own host. */
export async function getSitemapIndex(
  database: DatabaseHandle,
  ctx: SitemapShop,
  options: SitemapOptions,
): Promise<string> {
  const { files } = await productFileCount(database, ctx, options);
  const listed: SitemapFile[] = [
    ...SINGLE_FILES.map((kind) => ({ kind })),
    ...Array.from({ length: files }, (_, index) => ({ kind: 'products' as const, number: index + 1 })),
  ];
  return sitemapIndexXml(
    listed.map((file) => ({ loc: `${options.origin}${SITEMAP_FILES_PATH}${fileName(file)}`, lastmod: null })),
  );
}

/** The absolute URL of the shop's sitemap index, which its robots.txt names. */
export function sitemapIndexUrl(origin: string): string {
  return `${origin}${SITEMAP_INDEX_PATH}`;
}

/**
 * One sitemap file as text chunks, written while its rows are read a batch at a time. Throws (a 404)
 * before the first chunk when the shop has no such file, so an answer never starts and then fails
 * for that reason.
 */
export async function openSitemapFile(
  database: DatabaseHandle,
  ctx: SitemapShop,
  name: string,
  options: SitemapOptions,
): Promise<AsyncIterable<string>> {
  const file = parseFileName(name);
  if (!file) throw new NotFoundError();
  if (file.kind !== 'products') return wrapped(entriesOf(database, ctx, file.kind, options.origin));
  const { files, perFile } = await productFileCount(database, ctx, options);
  if (file.number > files) throw new NotFoundError();
  return wrapped(productEntries(database, ctx, options.origin, (file.number - 1) * perFile, perFile));
}

async function* wrapped(entries: AsyncIterable<SitemapEntry[]>): AsyncIterable<string> {
  yield URLSET_START;
  for await (const batch of entries) yield batch.map(urlElement).join('');
  yield URLSET_END;
}

/** `count` products from the `skip`-th on, in batches: a file's first batch skips, the others follow the last id. */
async function* productEntries(
  database: DatabaseHandle,
  ctx: SitemapShop,
  origin: string,
  skip: number,
  count: number,
): AsyncIterable<SitemapEntry[]> {
  let afterId = 0;
  let offset = skip;
  let remaining = count;
  while (remaining > 0) {
    const limit = Math.min(SITEMAP_BATCH_ROWS, remaining);
    const rows = await selectProductSitemapBatch(database.db, ctx.webInstanceId, ctx.locale, {
      afterId,
      offset,
      limit,
    });
    yield rows.map((row) => ({
      loc: urlOf(origin, ctx.locale, '/product/[urlTitle]', { urlTitle: row.urlTitle }),
      lastmod: row.lastmod,
    }));
    const last = rows.at(-1);
    if (!last || rows.length < limit) return;
    afterId = last.id;
    offset = 0;
    remaining -= rows.length;
  }
}

async function* entriesOf(
  database: DatabaseHandle,
  ctx: SitemapShop,
  kind: 'pages' | 'stores' | 'categories' | 'articles',
  origin: string,
): AsyncIterable<SitemapEntry[]> {
  const { locale, webInstanceId } = ctx;
  if (kind === 'pages' || kind === 'stores') {
    // A shop has tens of pages and a page per store: one read.
    const pages = (await selectSitemapPages(database.db, webInstanceId)).filter(
      (page) => page.isStore === (kind === 'stores'),
    );
    const fixed: SitemapEntry[] =
      kind === 'pages'
        ? [
            // The home page keeps no time of its own; the blog list changes when an article appears.
            { loc: urlOf(origin, locale, '/'), lastmod: null },
            { loc: urlOf(origin, locale, '/blog'), lastmod: await selectNewestArticleTime(database.db, webInstanceId) },
          ]
        : [];
    yield [
      ...fixed,
      ...pages.map((page) => ({
        loc: urlOf(origin, locale, '/page/[urlTitle]', { urlTitle: page.urlTitle }),
        lastmod: page.lastmod,
      })),
    ];
    return;
  }
  if (kind === 'categories') {
    // The menu's categories (visible, named in the language) that list products here, not links out.
    // The database keeps no time of a category's change, so none is claimed.
    const entries: SitemapEntry[] = [];
    const walk = (nodes: readonly Category[]) => {
      for (const node of nodes) {
        if (node.externalUrl === null) {
          entries.push({
            loc: urlOf(origin, locale, '/category/[category]/[[...parameters]]', { category: node.urlName }),
            lastmod: null,
          });
        }
        walk(node.children);
      }
    };
    walk((await categoryCatalog(database)).tree(locale, Number.POSITIVE_INFINITY));
    yield entries;
    return;
  }
  let afterId = 0;
  for (;;) {
    const rows = await selectSitemapArticleBatch(database.db, webInstanceId, afterId, SITEMAP_BATCH_ROWS);
    yield rows.map((row) => ({
      loc: urlOf(origin, locale, '/blog/[urlTitle]', { urlTitle: row.urlTitle }),
      lastmod: row.lastmod,
    }));
    const last = rows.at(-1);
    if (!last || rows.length < SITEMAP_BATCH_ROWS) return;
    afterId = last.id;
  }
}
