import { join } from 'node:path';
import { type Category, SITEMAP_FILES_PATH, SITEMAP_INDEX_PATH } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { type Locale, localizedPath, type Route } from '@stride/i18n';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { downloadOf, type FileDownload, GeneratedFiles, type Validators } from '../../lib/generated-files';
import { clearReferenceData, perDatabase, TtlCache } from '../../lib/ttl-cache';
import { catalogState } from '../listing/catalog-state';
import { categoryCatalog } from '../product-views/category-catalog';
import {
  selectArticleTimes,
  selectCategoryTimes,
  selectProductFileTimes,
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

/** The latest of some W3C datetimes (equal-length UTC texts sort as their times), or null for none. */
function latest(times: readonly (string | null | undefined)[]): string | null {
  let found: string | null = null;
  for (const time of times) if (time && (found === null || time > found)) found = time;
  return found;
}

/**
 * When each category's page last changed: its own row or texts, the products it lists directly, and
 * its subcategories' (their names and products are on its page), by category id.
 */
async function categoryLastmods(database: DatabaseHandle, ctx: SitemapShop, tree: readonly Category[]) {
  const own = new Map(
    (await selectCategoryTimes(database.db, ctx.webInstanceId, ctx.locale)).map((row) => [row.id, row.lastmod]),
  );
  const lastmods = new Map<number, string | null>();
  const walk = (node: Category): string | null => {
    const time = latest([own.get(node.id), ...node.children.map(walk)]);
    lastmods.set(node.id, time);
    return time;
  };
  for (const node of tree) walk(node);
  return lastmods;
}

/** The shop's categories that have a page here: the menu's (visible, named in the language), not links out. */
function categoryPages(tree: readonly Category[]): Category[] {
  return tree.flatMap((node) => [...(node.externalUrl === null ? [node] : []), ...categoryPages(node.children)]);
}

/**
 * When each file of the shop's sitemap last changed (the index's lastmod), and the home page, which
 * shows products, categories, pages and articles alike: the latest of them all.
 */
async function readSitemapTimes(database: DatabaseHandle, ctx: SitemapShop, options: SitemapOptions) {
  const { db } = database;
  const tree = (await categoryCatalog(database)).tree(ctx.locale, Number.POSITIVE_INFINITY);
  const { perFile } = await productFileCount(database, ctx, options);
  const [productFiles, categories, pages, articles] = await Promise.all([
    selectProductFileTimes(db, ctx.webInstanceId, ctx.locale, perFile),
    categoryLastmods(database, ctx, tree),
    selectSitemapPages(db, ctx.webInstanceId),
    selectArticleTimes(db, ctx.webInstanceId),
  ]);
  const files = {
    categories: latest(categoryPages(tree).map((category) => categories.get(category.id))),
    stores: latest(pages.filter((page) => page.isStore).map((page) => page.lastmod)),
    staticPages: latest(pages.filter((page) => !page.isStore).map((page) => page.lastmod)),
    articles: articles.latestChange,
    products: productFiles.map((file) => file.lastmod),
  };
  const home = latest([files.categories, files.stores, files.staticPages, files.articles, ...files.products]);
  return { files, home, tree, categories, pages, articles };
}

type SitemapTimes = Awaited<ReturnType<typeof readSitemapTimes>>;

/**
 * How long a shop's sitemap times are reused within one catalog version and day: an article dated
 * ahead appears, and so moves the blog's times, without a catalog change.
 */
const SITEMAP_TIMES_TTL_MS = 60_000;
const sitemapTimesCache = perDatabase(() => new TtlCache<string, SitemapTimes>(SITEMAP_TIMES_TTL_MS, 30));

/**
 * The shop's sitemap times (readSitemapTimes), read once per catalog version (decision 9) and day
 * (a price dated ahead takes effect at midnight) and a minute at most: the grouped read of every
 * product takes a second at 50,000 products, and a crawler asks for the index and then each file.
 */
async function sitemapTimes(database: DatabaseHandle, ctx: SitemapShop, options: SitemapOptions) {
  const { version } = await catalogState(database);
  const key = [ctx.webInstanceId, ctx.locale, options.origin, options.urlsPerFile, version, today()].join('|');
  return sitemapTimesCache(database).get(key, () => {
    // Reference data (the category tree) loaded before the version was read may predate a change the
    // version counts, its notification still on the way; loaded from here on it cannot (the listing
    // indexes do the same). Times kept for the version, and the files built from them, must hold it.
    clearReferenceData(database);
    return readSitemapTimes(database, ctx, options);
  });
}

/** Today in UTC: a price dated ahead takes effect at midnight, moving product dates without a catalog change. */
const today = () => new Date().toISOString().slice(0, 10);

/** The shop's sitemap index: every file of its sitemap, as absolute URLs on the shop's own host, with its last change. */
export async function getSitemapIndex(
  database: DatabaseHandle,
  ctx: SitemapShop,
  options: SitemapOptions,
): Promise<string> {
  const { files, home } = await sitemapTimes(database, ctx, options);
  const listed: { file: SitemapFile; lastmod: string | null }[] = [
    // The pages file holds the home page, whose last change is the latest of all.
    { file: { kind: 'pages' }, lastmod: home },
    { file: { kind: 'stores' }, lastmod: files.stores },
    { file: { kind: 'categories' }, lastmod: files.categories },
    { file: { kind: 'articles' }, lastmod: files.articles },
    ...files.products.map((lastmod, index) => ({ file: { kind: 'products' as const, number: index + 1 }, lastmod })),
  ];
  return sitemapIndexXml(
    listed.map(({ file, lastmod }) => ({ loc: `${options.origin}${SITEMAP_FILES_PATH}${fileName(file)}`, lastmod })),
  );
}

/** The absolute URL of the shop's sitemap index, which its robots.txt names. */
export function sitemapIndexUrl(origin: string): string {
  return `${origin}${SITEMAP_INDEX_PATH}`;
}

/**
 * One sitemap file as text chunks, written while its rows are read a batch at a time. Throws (a 404)
 * before the first chunk when the shop has no such file, so a file is never started for it.
 */
export async function openSitemapFile(
  database: DatabaseHandle,
  ctx: SitemapShop,
  name: string,
  options: SitemapOptions,
): Promise<AsyncIterable<string>> {
  const file = fileNamed(name);
  if (file.kind !== 'products') return wrapped(entriesOf(database, ctx, file.kind, options));
  const { files, perFile } = await productFileCount(database, ctx, options);
  if (file.number > files) throw new NotFoundError();
  return wrapped(productEntries(database, ctx, options.origin, (file.number - 1) * perFile, perFile));
}

function fileNamed(name: string): SitemapFile {
  const file = parseFileName(name);
  if (!file) throw new NotFoundError();
  return file;
}

/**
 * The sitemap files of an api process, in the data directory's `sitemaps/`, stored gzipped: crawlers
 * take gzip, so they are sent the file as it is (the bench's 46,743 URLs: 7.1 MB of XML, 0.6 MB
 * gzipped), with no compression per request; the rare client that does not take it costs a gunzip,
 * cheaper than a gzip, and the disk holds a twelfth of the bytes.
 */
export function sitemapFilesIn(dataDir: string): GeneratedFiles {
  return new GeneratedFiles({ directory: join(dataDir, 'sitemaps'), extension: '.xml.gz', gzip: true });
}

/**
 * The shop's file of that name for the catalog as committed now: the one built at this catalog
 * version (decision 9) and day when there is one, else one built now, as the feeds keep theirs
 * (decision 26). The pages and articles files also follow the newest published article: one dated
 * ahead appears without a catalog change. The pages file takes it from the times it is written from
 * (sitemapTimes, a minute old at most), the articles file from the database, as it reads its rows.
 */
async function currentSitemapFile(
  files: GeneratedFiles,
  database: DatabaseHandle,
  ctx: SitemapShop,
  name: string,
  options: SitemapOptions,
) {
  const file = fileNamed(name);
  const { version } = await catalogState(database);
  const articles =
    file.kind === 'pages'
      ? (await sitemapTimes(database, ctx, options)).articles.newestPublished
      : file.kind === 'articles'
        ? (await selectArticleTimes(database.db, ctx.webInstanceId)).newestPublished
        : null;
  const key = `${ctx.locale}-${ctx.webInstanceId}-${fileName(file).replace(/\.xml$/, '')}`;
  return files.get(key, [version, today(), articles ?? ''].join('|'), async function* () {
    yield* await openSitemapFile(database, ctx, name, options);
  });
}

/**
 * The shop's sitemap file to send, from its kept file: gzipped as stored when the client takes gzip.
 * `fresh` says whether the asker already holds it (a conditional request): then there is no body.
 */
export function sitemapFileDownload(
  files: GeneratedFiles,
  database: DatabaseHandle,
  ctx: SitemapShop,
  name: string,
  options: SitemapOptions,
  request: { acceptsGzip: boolean; fresh: (validators: Validators) => boolean },
): Promise<FileDownload> {
  return downloadOf(() => currentSitemapFile(files, database, ctx, name, options), request);
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
  options: SitemapOptions,
): AsyncIterable<SitemapEntry[]> {
  const { locale, webInstanceId } = ctx;
  const { origin } = options;
  if (kind === 'pages' || kind === 'categories') {
    // Tens of pages and a few hundred categories: one read of each, with the times they need.
    const { home, tree, categories, pages, articles } = await sitemapTimes(database, ctx, options);
    if (kind === 'categories') {
      yield categoryPages(tree).map((category) => ({
        loc: urlOf(origin, locale, '/category/[category]/[[...parameters]]', { category: category.urlName }),
        lastmod: categories.get(category.id) ?? null,
      }));
      return;
    }
    yield [
      { loc: urlOf(origin, locale, '/'), lastmod: home },
      // The blog list changes when an article appears.
      { loc: urlOf(origin, locale, '/blog'), lastmod: articles.newestPublished },
      ...pages
        .filter((page) => !page.isStore)
        .map((page) => ({
          loc: urlOf(origin, locale, '/page/[urlTitle]', { urlTitle: page.urlTitle }),
          lastmod: page.lastmod,
        })),
    ];
    return;
  }
  if (kind === 'stores') {
    const stores = (await selectSitemapPages(database.db, webInstanceId)).filter((page) => page.isStore);
    yield stores.map((page) => ({
      loc: urlOf(origin, locale, '/page/[urlTitle]', { urlTitle: page.urlTitle }),
      lastmod: page.lastmod,
    }));
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
