// `npm run bench`: the api's read endpoints, and reading a cart and adding to one, on embedded PGlite
// and on PostgreSQL, each beside a bare Fastify route measured in the same run, and the filtered
// category listing beside its plain SQL; then the built storefront's category and product pages
// beside a static file of the same size, and Lighthouse (mobile) on both. Options: --duration S,
// --connections N, --engine E (repeatable), --products N (reseed to N first), --only
// api|pages|lighthouse (repeatable; default all three), --page-connections N (the storefront pages'
// load; default --connections), --warmup S (seconds of each api row's load before it is measured,
// default 2; not for the rows of requests asked once each). --only orders: ordering on PostgreSQL.
// --only accounts: logins and the profile with a session on PostgreSQL, beside GET webinstance.
// --only wishlist: reading a wishlist and the heart's toggle on PostgreSQL, beside GET webinstance.
// --lighthouse-pages catalog|content (repeatable, default both): which pages Lighthouse audits.
// --only feeds: building each product feed on 50,000 products beside 1,500, on PostgreSQL.
// --only scripts: the script self-time of each Lighthouse page's load at CPU ×4 (least of 5 runs),
// beside its shop's home page; steadier than Lighthouse's score on a busy machine.
// --only sitemaps: time and peak memory of a shop's product sitemap at 1,500 and 50,000 products
// (PostgreSQL databases of their own, seeded on first use), the generator in its own process.

import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from '@stride/i18n';
import { loginRequests, profileRequests, registerBenchUsers } from './account-targets';
import { cartTargets, sizesForSale } from './cart-targets';
import { type CatalogLocation, countProducts, ensureCatalog } from './catalog-size';
import { type FeedBuild, measureFeedBuilds, printFeedBuilds, withRatios } from './feed-builds';
import { type LighthousePage, printLighthouse, runLighthouse } from './lighthouse';
import { apiPageIds, filterPathsMix, findListingTarget, type ListingTarget } from './listing-target';
import { type LoadFigures, measure, measureBuyers, type RotatedRequest } from './load';
import { measureBareInserts, orderRequests, stockUp } from './order-targets';
import { measurePlainSql, plainListing, plainPageIds } from './plain-sql';
import { benchDatabaseUrl, checkpoint, waitForIdleDatabase } from './postgres';
import { type ApiOverhead, printOverhead, printTable, type Row } from './report';
import { measureScriptTime, printScriptTime, type ScriptTimePage } from './script-time';
import { coldSearchTerms, SEARCH_TERMS } from './search-terms';
import { startApi, startBaseline, waitUntilIdle } from './servers';
import { findContentPages, findShopPages, type ShopPages, shopHeaders } from './shop-pages';
import { measureSitemaps, printSitemaps, type SitemapSizeResult } from './sitemaps';
import {
  measureStorefrontPages,
  type StorefrontPagesResult,
  UNSEEN_MEASURED,
  UNSEEN_WARM_UP,
} from './storefront-pages';
import { type StorefrontStack, startStorefrontStack } from './storefront-stack';
import {
  LINES_PER_WISHLIST,
  shopProductIds,
  WISHLIST_PATH,
  wishlistReads,
  wishlistToggles,
  wishlistVisitors,
} from './wishlist-targets';

const ROOT = new URL('../../', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    engine: { type: 'string', multiple: true, default: ['pglite', 'postgres'] },
    products: { type: 'string' },
    only: {
      type: 'string',
      multiple: true,
      default: ['api', 'orders', 'accounts', 'wishlist', 'feeds', 'pages', 'lighthouse', 'scripts', 'sitemaps'],
    },
    'page-connections': { type: 'string' },
    // Which pages Lighthouse audits: catalog (home, category, filtered, product, search) and content
    // (blog, article, contact, shoe finder); repeatable, both by default.
    'lighthouse-pages': { type: 'string', multiple: true, default: ['catalog', 'content'] },
  },
});
const PARTS = ['api', 'orders', 'accounts', 'wishlist', 'feeds', 'pages', 'lighthouse', 'scripts', 'sitemaps'];
const unknownPart = values.only.find((part) => !PARTS.includes(part));
if (unknownPart !== undefined) throw new Error(`--only takes ${PARTS.join(', ')}; got "${unknownPart}"`);
const runs = (part: string) => values.only.includes(part);
const unknownPages = values['lighthouse-pages'].find((set) => set !== 'catalog' && set !== 'content');
if (unknownPages !== undefined) throw new Error(`--lighthouse-pages takes catalog, content; got "${unknownPages}"`);
const durationSeconds = Number(values.duration);
const warmupSeconds = Number(values.warmup);
const connections = Number(values.connections);
const pageConnections = Number(values['page-connections'] ?? values.connections);
const wantedProducts = values.products === undefined ? undefined : Number(values.products);
if (wantedProducts !== undefined && !(Number.isInteger(wantedProducts) && wantedProducts > 0)) {
  throw new Error(`--products must be a positive whole number, got "${values.products}"`);
}
// The api picks the shop by the token the storefront sends (a forwarded Host counts only from TRUST_PROXY).
const SK_SHOP = shopHeaders('sk');
const DATA_DIR = join(ROOT, 'data/bench');
const LISTING_NAME = 'GET products: 2 filters, cheapest, 24 cards';
const NOT_APPLICABLE_ON_PGLITE = 'PGlite is embedded in the api process; no second process can reach it';

async function topCategory(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/custom/categories?depth=2`, { headers: SK_SHOP });
  const body = (await res.json()) as { items: { urlName: string; externalUrl: string | null }[] };
  const category = body.items.find((c) => c.externalUrl === null);
  if (!category) throw new Error('no category to benchmark');
  return category.urlName;
}

const rows: Row[] = [];
const catalogs: Record<string, number> = {};
const listings: Record<string, ListingTarget & { plainSqlSameIds?: boolean }> = {};
const overheads: ApiOverhead[] = [];

let baseline: LoadFigures | undefined;
if (runs('api')) {
  const baselineServer = await startBaseline();
  try {
    console.log(`baseline: fastify hello, ${connections} connections, ${durationSeconds} s`);
    baseline = await measure({ url: `${baselineServer.origin}/hello`, connections, durationSeconds, warmupSeconds });
    rows.push({ engine: '-', name: 'fastify hello (baseline)', path: '/hello', ...baseline });
  } finally {
    await baselineServer.stop();
  }

  for (const engine of values.engine) {
    const location: CatalogLocation =
      engine === 'postgres' ? { dataDir: DATA_DIR, databaseUrl: await benchDatabaseUrl() } : { dataDir: DATA_DIR };
    if (engine === 'postgres' && !location.databaseUrl) continue;
    let products = await ensureCatalog(location, wantedProducts);
    console.log(`\n${engine}: starting the api on ${products || 'a fresh (to be seeded)'} products…`);
    const api = await startApi({ DATA_DIR: location.dataDir, DATABASE_URL: location.databaseUrl });
    let listing: ListingTarget;
    let apiIds: number[];
    let listingP95 = Number.NaN;
    try {
      const category = await topCategory(api.origin);
      listing = await findListingTarget(api.origin, SK_SHOP);
      apiIds = await apiPageIds(api.origin, listing, SK_SHOP);
      console.log(`${engine}: listing ${listing.category.urlName} / ${listing.param}, first page ${apiIds.length} ids`);
      const mix = (build: (param: string) => string) => filterPathsMix(api.origin, listing, SK_SHOP, build);
      const productsMix = await mix((param) =>
        listing.productsPath.replace(/param=[^&]*/, `param=${encodeURIComponent(param)}`),
      );
      const filtersMix = await mix(
        (param) => `/api/lib/v1/filters?${new URLSearchParams({ id: String(listing.category.id), param })}`,
      );
      // Autosuggest at 16 connections (issue 4 §5), each term in its own shop, beside webinstance at
      // 16: the realistic mix (answered from the per-term matches after its first round), and terms
      // never asked before (the name query every time).
      const suggestion = ({ host, term }: { host: Locale; term: string }) => ({
        path: `/api/lib/v1/autosuggest?${new URLSearchParams({ search: term })}`,
        headers: shopHeaders(host),
      });
      const suggestions = SEARCH_TERMS.map(suggestion);
      const coldSuggestions = coldSearchTerms().map(suggestion);
      // Each shop's listing index is built on its first request: build all three before measuring.
      for (const host of LOCALES) {
        await fetch(`${api.origin}/api/lib/v1/autosuggest`, { headers: shopHeaders(host) });
      }
      console.log(`${engine}: preparing the carts of the cart rows…`);
      const cartRows = await cartTargets(api.origin, SK_SHOP);
      const targets: {
        name: string;
        path: string;
        paths?: (string | RotatedRequest)[];
        connections?: number;
        amount?: number;
      }[] = [
        { name: 'GET webinstance', path: '/api/lib/v1/webinstance' },
        ...cartRows,
        { name: 'GET category tree', path: '/api/custom/categories?depth=2' },
        { name: 'GET products, 24 of a category', path: `/api/lib/v1/products?perPage=24&category=${category}` },
        { name: LISTING_NAME, path: listing.productsPath },
        { name: 'GET filters: same 2 filters, faceted counts', path: listing.filtersPath },
        {
          name: `GET products: ${productsMix.length} different filter paths, cheapest`,
          path: productsMix[0] ?? listing.productsPath,
          paths: productsMix,
        },
        {
          name: `GET filters: ${filtersMix.length} different filter paths`,
          path: filtersMix[0] ?? listing.filtersPath,
          paths: filtersMix,
        },
        { name: 'GET webinstance, 16 connections (search baseline)', path: '/api/lib/v1/webinstance', connections: 16 },
        {
          name: `GET autosuggest: ${suggestions.length} terms in sk/cz/hu, 16 connections`,
          path: suggestions[0]?.path ?? '/api/lib/v1/autosuggest',
          paths: suggestions,
          connections: 16,
        },
        {
          name: `GET autosuggest: ${coldSuggestions.length} terms never asked before, each once, 16 connections`,
          path: coldSuggestions[0]?.path ?? '/api/lib/v1/autosuggest',
          paths: coldSuggestions,
          connections: 16,
          amount: coldSuggestions.length,
        },
      ];
      for (const target of targets) {
        await waitUntilIdle(api.origin);
        console.log(`${engine}: ${target.name}`);
        const figures = await measure({
          url: `${api.origin}${target.path}`,
          connections: target.connections ?? connections,
          durationSeconds,
          warmupSeconds: target.amount ? 0 : warmupSeconds,
          headers: SK_SHOP,
          paths: target.paths,
          amount: target.amount,
        });
        rows.push({ engine, name: target.name, path: target.path, ...figures });
        if (target.name === LISTING_NAME) listingP95 = figures.p95;
      }
      await waitUntilIdle(api.origin);
    } finally {
      await api.stop();
    }
    // A fresh database was seeded by the api itself: count what it holds now that it has let go.
    if (products === 0) products = await countProducts(location);
    catalogs[engine] = products;
    listings[engine] = listing;

    if (!location.databaseUrl) {
      overheads.push({ engine, apiP95: listingP95, plainSqlP95: null, ratio: null, note: NOT_APPLICABLE_ON_PGLITE });
      continue;
    }
    const plain = await plainListing(location.databaseUrl, listing);
    const plainIds = await plainPageIds(location.databaseUrl, plain);
    const sameIds = plainIds.length === apiIds.length && plainIds.every((id, i) => id === apiIds[i]);
    listings[engine] = { ...listing, plainSqlSameIds: sameIds };
    if (!sameIds) {
      console.log(`${engine}: WARNING the plain SQL's first page differs from the api's`);
      console.log(`  api: ${apiIds.join(',')}\n  sql: ${plainIds.join(',')}`);
    }
    await waitForIdleDatabase(location.databaseUrl);
    console.log(`${engine}: plain SQL of the listing, ${connections} pg clients`);
    const figures = await measurePlainSql(location.databaseUrl, plain, connections, durationSeconds);
    rows.push({ engine, name: 'plain SQL of the listing (pg clients)', path: 'SQL: page of ids', ...figures });
    overheads.push({ engine, apiP95: listingP95, plainSqlP95: figures.p95, ratio: listingP95 / figures.p95 });
  }
}

if (baseline) {
  printTable(rows, baseline);
  printOverhead(overheads);
}

// Orders (issue 12 §6), on PostgreSQL: 16 buyers ordering different products and 32 on one product,
// each order from a cart of its own, beside a bare insert transaction on the same database.
const orderRows: Row[] = [];
let orderBaseline: LoadFigures | undefined;
const ORDERS_DISTINCT = 3000;
const ORDERS_HOT = 2000;
const ORDERS_WARM_UP = 500;
if (runs('orders')) {
  const databaseUrl = await benchDatabaseUrl();
  if (!databaseUrl) throw new Error('--only orders needs PostgreSQL (BENCH_DATABASE_URL or the local server)');
  const location: CatalogLocation = { dataDir: DATA_DIR, databaseUrl };
  await ensureCatalog(location, wantedProducts);
  const api = await startApi({ DATA_DIR: location.dataDir, DATABASE_URL: databaseUrl });
  try {
    // One size of each of 17 different products: 16 for the buyers of different products, one hot.
    const sizes = await sizesForSale(api.origin, SK_SHOP, 17);
    const distinct = sizes.slice(0, 16);
    const hot = sizes.slice(16);
    await stockUp(databaseUrl, sizes, 1_000_000);
    const ordersRow = async (name: string, rowSizes: typeof sizes, count: number, rowConnections: number) => {
      console.log(`orders: preparing ${count} carts for "${name}"…`);
      const requests = await orderRequests(api.origin, SK_SHOP, rowSizes, count);
      await waitUntilIdle(api.origin);
      await waitForIdleDatabase(databaseUrl);
      await checkpoint(databaseUrl);
      console.log(`orders: ${name}`);
      // Buyer b asks requests b, b + buyers, …: with 16 buyers and 16 sizes, always their own product.
      const buyers = Array.from({ length: rowConnections }, (_, buyer) =>
        requests.filter((_, index) => index % rowConnections === buyer),
      );
      return measureBuyers(`${api.origin}/api/lib/v1/order/create`, SK_SHOP, buyers);
    };
    // A first round unmeasured: the api's prepared statements and JIT warm up on it.
    await ordersRow('warm-up', distinct, ORDERS_WARM_UP, 16);
    orderRows.push({
      engine: 'postgres',
      name: `POST order/create: 16 buyers, different products (${ORDERS_DISTINCT} orders)`,
      path: '/api/lib/v1/order/create',
      ...(await ordersRow('16 buyers, different products', distinct, ORDERS_DISTINCT, 16)),
    });
    orderRows.push({
      engine: 'postgres',
      name: `POST order/create: 32 buyers, one product (${ORDERS_HOT} orders)`,
      path: '/api/lib/v1/order/create',
      ...(await ordersRow('32 buyers, one product', hot, ORDERS_HOT, 32)),
    });
  } finally {
    await api.stop();
  }
  await waitForIdleDatabase(databaseUrl);
  await checkpoint(databaseUrl);
  console.log(`orders: bare insert transactions, 16 pg clients, ${durationSeconds} s`);
  orderBaseline = await measureBareInserts(databaseUrl, 16, durationSeconds);
  orderRows.unshift({
    engine: 'postgres',
    name: 'bare insert transaction (16 pg clients, baseline)',
    path: 'SQL',
    ...orderBaseline,
  });
  printTable(orderRows, orderBaseline);
}

// Accounts (issue 13 §7), on PostgreSQL: logins (argon2id dominates) per core, and GET /auth/profile
// with a session, beside GET webinstance in the same api process and run.
const accountRows: Row[] = [];
let accountBaseline: LoadFigures | undefined;
let loginsPerCore: number | undefined;
const ACCOUNT_USERS = 200;
const LOGIN_CONNECTIONS = 8;
const LOGINS_PER_CONNECTION = 50;
if (runs('accounts')) {
  const databaseUrl = await benchDatabaseUrl();
  if (!databaseUrl) throw new Error('--only accounts needs PostgreSQL (BENCH_DATABASE_URL or the local server)');
  const location: CatalogLocation = { dataDir: DATA_DIR, databaseUrl };
  await ensureCatalog(location, wantedProducts);
  // The bench is the storefront's proxy here: each login comes from an address of its own (X-Forwarded-For).
  const api = await startApi({ DATA_DIR: location.dataDir, DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback' });
  try {
    console.log(`accounts: registering ${ACCOUNT_USERS} users…`);
    const users = await registerBenchUsers(api.origin, SK_SHOP, ACCOUNT_USERS);
    await waitUntilIdle(api.origin);
    console.log(`accounts: GET webinstance, ${connections} connections (baseline)`);
    accountBaseline = await measure({
      url: `${api.origin}/api/lib/v1/webinstance`,
      connections,
      durationSeconds,
      warmupSeconds,
      headers: SK_SHOP,
    });
    accountRows.push({
      engine: 'postgres',
      name: `GET webinstance, ${connections} connections (baseline)`,
      path: '/api/lib/v1/webinstance',
      ...accountBaseline,
    });
    const profiles = profileRequests(
      SK_SHOP,
      users.map((user) => user.cookie),
    );
    // The profile at the bench's load, and at 16 connections beside webinstance at 16 (a p95 is a
    // figure of the load it was measured at: both stand here).
    for (const rowConnections of [connections, 16]) {
      if (rowConnections !== connections) {
        await waitUntilIdle(api.origin);
        console.log(`accounts: GET webinstance, ${rowConnections} connections`);
        accountRows.push({
          engine: 'postgres',
          name: `GET webinstance, ${rowConnections} connections`,
          path: '/api/lib/v1/webinstance',
          ...(await measure({
            url: `${api.origin}/api/lib/v1/webinstance`,
            connections: rowConnections,
            durationSeconds,
            warmupSeconds,
            headers: SK_SHOP,
          })),
        });
      }
      await waitUntilIdle(api.origin);
      console.log(`accounts: GET auth/profile with a session, ${rowConnections} connections`);
      accountRows.push({
        engine: 'postgres',
        name: `GET auth/profile with a session (${users.length} users in turn), ${rowConnections} connections`,
        path: '/api/lib/v1/auth/profile',
        ...(await measure({
          url: `${api.origin}/api/lib/v1/auth/profile`,
          connections: rowConnections,
          durationSeconds,
          warmupSeconds,
          headers: SK_SHOP,
          paths: profiles,
        })),
      });
    }
    await waitUntilIdle(api.origin);
    const logins = LOGIN_CONNECTIONS * LOGINS_PER_CONNECTION;
    console.log(`accounts: POST auth/login, ${LOGIN_CONNECTIONS} connections, ${logins} logins`);
    const login = await measureBuyers(
      `${api.origin}/api/lib/v1/auth/login`,
      SK_SHOP,
      loginRequests(
        SK_SHOP,
        users.map((user) => user.email),
        LOGIN_CONNECTIONS,
        LOGINS_PER_CONNECTION,
      ),
    );
    accountRows.push({
      engine: 'postgres',
      name: `POST auth/login, argon2id (${logins} logins)`,
      path: '/api/lib/v1/auth/login',
      ...login,
    });
    // The api runs a worker per core (API_WORKERS unset); PostgreSQL shares the same cores.
    loginsPerCore = Math.round((login.reqPerSec / os.availableParallelism()) * 10) / 10;
  } finally {
    await api.stop();
  }
  printTable(accountRows, accountBaseline);
  console.log(`logins per core: ${loginsPerCore} (${os.availableParallelism()} cores, one api worker each)`);
}

// The wishlist (issue 14 §5), on PostgreSQL: GET /api/lib/v2/wishlist of 10 lines, anonymous by the
// cookie and logged in by a session, and the heart's toggle (POST then DELETE of v2 items/{id}), each
// visitor toggling their own wishlist in order on a connection of their own; beside GET webinstance
// in the same api process and run. Goal: p95 ≤ 10 ms.
const wishlistRows: Row[] = [];
let wishlistBaseline: LoadFigures | undefined;
const WISHLIST_VISITORS = 32;
const TOGGLES_PER_VISITOR = 150;
if (runs('wishlist')) {
  const databaseUrl = await benchDatabaseUrl();
  if (!databaseUrl) throw new Error('--only wishlist needs PostgreSQL (BENCH_DATABASE_URL or the local server)');
  const location: CatalogLocation = { dataDir: DATA_DIR, databaseUrl };
  await ensureCatalog(location, wantedProducts);
  // The bench is the storefront's proxy here: each signup comes from an address of its own (X-Forwarded-For).
  const api = await startApi({ DATA_DIR: location.dataDir, DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback' });
  try {
    const productIds = await shopProductIds(api.origin, SK_SHOP, 60);
    console.log(
      `wishlist: ${WISHLIST_VISITORS} anonymous and ${WISHLIST_VISITORS} logged-in wishlists of ${LINES_PER_WISHLIST} lines…`,
    );
    const visitors = await wishlistVisitors(api.origin, SK_SHOP, productIds, WISHLIST_VISITORS);
    const row = async (name: string, path: string, measured: () => Promise<LoadFigures>) => {
      await waitUntilIdle(api.origin);
      await waitForIdleDatabase(databaseUrl);
      console.log(`wishlist: ${name}`);
      wishlistRows.push({ engine: 'postgres', name, path, ...(await measured()) });
    };
    const load = (path: string, rowConnections: number, paths?: RotatedRequest[]) => () =>
      measure({
        url: `${api.origin}${path}`,
        connections: rowConnections,
        durationSeconds,
        warmupSeconds,
        headers: SK_SHOP,
        paths,
      });
    const toggles = (cookies: readonly string[], count: number) => () =>
      measureBuyers(
        `${api.origin}${WISHLIST_PATH}`,
        SK_SHOP,
        cookies.map((cookie) => wishlistToggles(SK_SHOP, cookie, productIds, count)),
      );
    // A first round unmeasured: the api's prepared statements and JIT warm up on it.
    await toggles(visitors.anonymous, 20)();
    await toggles(visitors.loggedIn, 20)();
    // At the bench's load, and at 16 connections beside webinstance at 16 (a p95 is a figure of the
    // load it was measured at: both stand here, as in the accounts rows).
    for (const rowConnections of [connections, 16]) {
      await row(
        `GET webinstance, ${rowConnections} connections${rowConnections === connections ? ' (baseline)' : ''}`,
        '/api/lib/v1/webinstance',
        load('/api/lib/v1/webinstance', rowConnections),
      );
      wishlistBaseline ??= wishlistRows[0];
      await row(
        `GET wishlist v2, anonymous by cookie, ${LINES_PER_WISHLIST} lines (${WISHLIST_VISITORS} wishlists), ${rowConnections} connections`,
        WISHLIST_PATH,
        load(WISHLIST_PATH, rowConnections, wishlistReads(SK_SHOP, visitors.anonymous)),
      );
      await row(
        `GET wishlist v2, logged in, ${LINES_PER_WISHLIST} lines (${WISHLIST_VISITORS} users), ${rowConnections} connections`,
        WISHLIST_PATH,
        load(WISHLIST_PATH, rowConnections, wishlistReads(SK_SHOP, visitors.loggedIn)),
      );
      const visitorsAtOnce = Math.min(rowConnections, WISHLIST_VISITORS);
      const requests = visitorsAtOnce * TOGGLES_PER_VISITOR * 2;
      await row(
        `POST+DELETE wishlist v2 items/{id} (toggle), anonymous, ${visitorsAtOnce} visitors at once (${requests} requests)`,
        `${WISHLIST_PATH}/items/{id}`,
        toggles(visitors.anonymous.slice(0, visitorsAtOnce), TOGGLES_PER_VISITOR),
      );
      await row(
        `POST+DELETE wishlist v2 items/{id} (toggle), logged in, ${visitorsAtOnce} users at once (${requests} requests)`,
        `${WISHLIST_PATH}/items/{id}`,
        toggles(visitors.loggedIn.slice(0, visitorsAtOnce), TOGGLES_PER_VISITOR),
      );
    }
  } finally {
    await api.stop();
  }
  if (wishlistBaseline) printTable(wishlistRows, wishlistBaseline);
}

// The product feeds (issue 16 §2), on PostgreSQL: each feed built on 50,000 products beside the
// default 1,500 in the same run, each catalog in its own database (seeded once, then kept).
let feedBuilds: FeedBuild[] | undefined;
if (runs('feeds')) {
  const serverUrl = await benchDatabaseUrl();
  if (!serverUrl) throw new Error('--only feeds needs PostgreSQL (BENCH_DATABASE_URL or the local server)');
  feedBuilds = await measureFeedBuilds(
    [1_500, 50_000].map((products) => ({
      products,
      location: { dataDir: join(ROOT, `data/bench-feeds-${products}`), databaseUrl: `${serverUrl}_feeds_${products}` },
    })),
  );
  printFeedBuilds(feedBuilds);
}

/**
 * The pages Lighthouse and the script profile visit: home, category, category with two filters,
 * product and search results (--lighthouse-pages catalog); the blog list, an article, contact and
 * the shoe finder (content); in all three shops.
 */
async function auditedPages(
  stack: StorefrontStack,
  pages: ShopPages,
): Promise<{ name: string; url: string; noindex?: boolean }[]> {
  const audited = [];
  for (const locale of ['sk', 'cz', 'hu'] as const) {
    const origin = stack.shopOrigin.replace('//sk.', `//${locale}.`);
    if (values['lighthouse-pages'].includes('catalog')) {
      const shop = locale === 'sk' ? pages : await findShopPages(stack.apiOrigin, locale, 0);
      audited.push(
        { name: `${locale} home`, url: `${origin}${shop.homePath}` },
        { name: `${locale} category`, url: `${origin}${shop.categoryPath}` },
        { name: `${locale} category, two filters`, url: `${origin}${shop.filteredCategoryPath}`, noindex: true },
        { name: `${locale} product`, url: `${origin}${shop.productPath}` },
        { name: `${locale} search results`, url: `${origin}${shop.searchPath}`, noindex: true },
      );
    }
    if (values['lighthouse-pages'].includes('content')) {
      const content = await findContentPages(stack.apiOrigin, locale);
      audited.push(
        { name: `${locale} blog`, url: `${origin}${content.blogPath}` },
        { name: `${locale} blog article`, url: `${origin}${content.articlePath}` },
        { name: `${locale} contact`, url: `${origin}${content.contactPath}` },
        { name: `${locale} shoe finder`, url: `${origin}${content.shoeFinderPath}` },
      );
    }
  }
  return audited;
}

let storefrontPages: StorefrontPagesResult | undefined;
let lighthouse: LighthousePage[] | undefined;
let lighthouseError: string | undefined;
let scriptTime: ScriptTimePage[] | undefined;
if (runs('pages') || runs('lighthouse') || runs('scripts')) {
  // Its own database beside the api bench's (1,500 products, not the bench's catalog size).
  const serverUrl = await benchDatabaseUrl();
  const pagesDatabaseUrl = serverUrl ? `${serverUrl}_pages` : undefined;
  const stack = await startStorefrontStack(pagesDatabaseUrl);
  try {
    const pages = await findShopPages(stack.apiOrigin, 'sk', UNSEEN_MEASURED + UNSEEN_WARM_UP);
    // Found once for both Lighthouse and the script profile (each shop's pages are asked of the api).
    let audited: Awaited<ReturnType<typeof auditedPages>> | undefined;
    const auditedOnce = async () => {
      audited ??= await auditedPages(stack, pages);
      return audited;
    };
    if (runs('pages'))
      storefrontPages = await measureStorefrontPages(stack, pages, {
        connections: pageConnections,
        durationSeconds,
        unseenConnections: 8,
        databaseUrl: pagesDatabaseUrl,
      });
    // A Lighthouse failure (e.g. no Chromium) keeps the figures measured so far and fails the run.
    if (runs('lighthouse')) {
      try {
        lighthouse = await runLighthouse(await auditedOnce());
        printLighthouse(lighthouse);
      } catch (error) {
        lighthouseError = error instanceof Error ? error.message : String(error);
        console.error(`lighthouse: ${lighthouseError}`);
        process.exitCode = 1;
      }
    }
    if (runs('scripts')) {
      scriptTime = await measureScriptTime(await auditedOnce());
      printScriptTime(scriptTime);
    }
  } finally {
    await stack.stop();
  }
}
let sitemaps: { results: SitemapSizeResult[]; ratios: Record<string, number> } | undefined;
if (runs('sitemaps')) {
  const serverUrl = await benchDatabaseUrl();
  if (serverUrl) {
    const results = await measureSitemaps(serverUrl);
    sitemaps = { results, ratios: printSitemaps(results) };
  }
}

const resultsDir = join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
// A partial run gets its own file, so that it never overwrites a full run of the same day.
const suffix = PARTS.every(runs) ? '' : `-only-${PARTS.filter(runs).join('-')}`;
const file = join(resultsDir, `${new Date().toISOString().slice(0, 10)}${suffix}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
      settings: { connections, pageConnections, durationSeconds, warmupSeconds, products: wantedProducts ?? null },
      parts: PARTS.filter(runs),
      catalogProducts: catalogs,
      listings,
      baseline,
      rows: rows.map((row) => ({
        ...row,
        reqPerSecRatio: baseline ? row.reqPerSec / baseline.reqPerSec : null,
        p95Ratio: baseline ? row.p95 / baseline.p95 : null,
        p99Ratio: baseline ? row.p99 / baseline.p99 : null,
      })),
      listingApiOverhead: overheads,
      orders: orderBaseline
        ? {
            baseline: orderBaseline,
            rows: orderRows.map((row) => ({
              ...row,
              reqPerSecRatio: row.reqPerSec / (orderBaseline?.reqPerSec ?? Number.NaN),
              p95Ratio: row.p95 / (orderBaseline?.p95 ?? Number.NaN),
            })),
          }
        : undefined,
      accounts: accountBaseline
        ? {
            baseline: accountBaseline,
            loginsPerCore,
            cores: os.availableParallelism(),
            rows: accountRows.map((row) => ({
              ...row,
              reqPerSecRatio: row.reqPerSec / (accountBaseline?.reqPerSec ?? Number.NaN),
              p95Ratio: row.p95 / (accountBaseline?.p95 ?? Number.NaN),
            })),
          }
        : undefined,
      wishlist: wishlistBaseline
        ? {
            goalP95Ms: 10,
            baseline: wishlistBaseline,
            rows: wishlistRows.map((row) => ({
              ...row,
              reqPerSecRatio: row.reqPerSec / (wishlistBaseline?.reqPerSec ?? Number.NaN),
              p95Ratio: row.p95 / (wishlistBaseline?.p95 ?? Number.NaN),
            })),
          }
        : undefined,
      feeds: feedBuilds ? withRatios(feedBuilds) : undefined,
      storefrontPages,
      sitemaps,
      lighthouse: lighthouseError === undefined ? lighthouse : { error: lighthouseError },
      scriptTime,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwritten: ${file}`);
