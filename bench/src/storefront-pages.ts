import { type LoadFigures, measure } from './load';
import { type PageWeight, pageWeight } from './page-weight';
import { printTable, type Row } from './report';
import { waitUntilIdle } from './servers';
import type { ShopPages } from './shop-pages';
import { type FreshnessResult, measureFreshness } from './storefront-freshness';
import { SHOP_HOST, type StorefrontStack } from './storefront-stack';

// fetch() drops a Host header (forbidden in the fetch standard) and autocannon sends it verbatim:
// x-forwarded-host (the bench's storefront trusts it, as behind a proxy) reaches the same shop from both.
const HEADERS = { host: SHOP_HOST, 'x-forwarded-host': SHOP_HOST };
/** Load on each target before its measurement, the baseline's too, so that none is measured cold. */
const WARM_UP_SECONDS = 3;
/** Never-asked listing paths measured, each once, and rendered before them, not counted (see below). */
export const UNSEEN_MEASURED = 400;
export const UNSEEN_WARM_UP = 50;

export type PageRow = Row & {
  bytes: number;
  /** The page's own Cache-Control: says whether Next rendered it per request or served a cached copy. */
  cacheControl: string | null;
  /** Next's word on the measured answer: HIT (from the cache), MISS, STALE, or none (rendered per request). */
  nextCache: string | null;
  weight: PageWeight | null;
  reqPerSecRatio: number;
  p50Ratio: number;
  p95Ratio: number;
  p99Ratio: number;
};
export type StorefrontPagesResult = {
  host: string;
  pages: Omit<ShopPages, 'unseenPaths'> & { unseenPaths: number };
  staticBaseline: { path: string; bytes: number; servedAs: string };
  rows: PageRow[];
  freshness: FreshnessResult;
};

async function get(url: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const res = await fetch(url, { headers: HEADERS, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Proof that the baseline is a static file and not a rendered page: the same bytes come back with
 * the headers of Next's file sender (byte ranges, a modification date), as `text/html`.
 */
async function verifyStatic(stack: StorefrontStack, expected: Buffer): Promise<string> {
  const res = await get(`${stack.webOrigin}${stack.staticPath}`);
  const contentType = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !res.body.equals(expected)) {
    throw new Error(`the static baseline came back as ${res.status} with ${res.body.length} bytes`);
  }
  if (!contentType.startsWith('text/html') || res.headers.get('accept-ranges') !== 'bytes') {
    throw new Error(`the static baseline was not served as a static html file (${contentType})`);
  }
  if (!res.headers.get('last-modified')) throw new Error('the static baseline has no Last-Modified: not a file');
  return `${contentType}; cache-control: ${res.headers.get('cache-control') ?? '-'}`;
}

/**
 * Lets the storefront and the api finish what the previous measurement left in flight, so that
 * one target's backlog is not billed to the next: three quick answers of the static file in a row.
 */
async function settle(stack: StorefrontStack): Promise<void> {
  await waitUntilIdle(stack.apiOrigin);
  const deadline = Date.now() + 120_000;
  let quickInARow = 0;
  while (Date.now() < deadline && quickInARow < 3) {
    const started = performance.now();
    const ok = await get(`${stack.webOrigin}${stack.staticPath}`).then(
      (res) => res.status === 200,
      () => false,
    );
    quickInARow = ok && performance.now() - started < 50 ? quickInARow + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The catalog pages through the built storefront, each warmed into its cache first, beside a static
 * file of exactly the category page's bytes served by the same server in the same run; then listing
 * paths nobody asked for yet (each once: what a first visit costs), and how long a committed price
 * change takes to show on the cached pages.
 */
export async function measureStorefrontPages(
  stack: StorefrontStack,
  pages: ShopPages,
  load: { connections: number; durationSeconds: number; unseenConnections: number; databaseUrl?: string },
): Promise<StorefrontPagesResult> {
  const catalogPages = [
    { name: 'home (cached)', path: pages.homePath },
    { name: 'category (cached)', path: pages.categoryPath },
    { name: 'category, two filters (cached)', path: pages.filteredCategoryPath },
    { name: 'product (cached)', path: pages.productPath },
    { name: 'search results (cached)', path: pages.searchPath },
  ];
  const warmed = new Map<string, Awaited<ReturnType<typeof get>>>();
  for (const page of catalogPages) {
    await get(`${stack.webOrigin}${page.path}`); // renders it into the cache
    const res = await get(`${stack.webOrigin}${page.path}`);
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}, not 200`);
    warmed.set(page.path, res);
  }
  const category = warmed.get(pages.categoryPath);
  if (!category) throw new Error('the category page was not fetched');
  // The category page's own HTML, so the file has its size (and its content) byte for byte.
  stack.writeStaticFile(category.body);
  const servedAs = await verifyStatic(stack, category.body);
  console.log(`storefront: static baseline ${stack.staticPath}, ${category.body.length} bytes, ${servedAs}`);

  const measured: (Row & Omit<PageRow, keyof Row | 'reqPerSecRatio' | 'p50Ratio' | 'p95Ratio' | 'p99Ratio'>)[] = [];
  const targets = [
    { name: 'static file, category page bytes (baseline)', path: stack.staticPath, static: true },
    ...catalogPages.map((page) => ({ ...page, static: false })),
  ];
  for (const target of targets) {
    await settle(stack);
    console.log(`storefront: ${target.name} ${target.path}`);
    const url = `${stack.webOrigin}${target.path}`;
    // A short load first, not counted: the first target after the baseline would otherwise pay for
    // V8 compiling the cached-page path (one run here: home 0.47 of the baseline, the pages after it 0.61–0.68).
    await measure({ url, headers: HEADERS, connections: load.connections, durationSeconds: WARM_UP_SECONDS });
    await settle(stack);
    const figures: LoadFigures = await measure({ url, headers: HEADERS, ...load });
    const seen = target.static ? category : warmed.get(target.path);
    measured.push({
      engine: 'next',
      name: target.name,
      path: target.path,
      ...figures,
      bytes: seen?.body.length ?? 0,
      cacheControl: target.static ? null : (seen?.headers.get('cache-control') ?? null),
      nextCache: target.static ? null : (seen?.headers.get('x-nextjs-cache') ?? null),
      weight: target.static ? null : await pageWeight(stack.webOrigin, target.path, SHOP_HOST),
    });
  }

  // The first renders of a process pay for V8 compiling the render path (seen here: p95 ~350 ms over
  // the first 50 paths, ~230 ms after): a running shop's first visit to a path is measured, so
  // UNSEEN_WARM_UP other never-asked paths go first, not counted.
  const warmUpPaths = pages.unseenPaths.slice(0, UNSEEN_WARM_UP);
  const measuredPaths = pages.unseenPaths.slice(UNSEEN_WARM_UP);
  const unseenLoad = { url: `${stack.webOrigin}${pages.categoryPath}`, headers: HEADERS, durationSeconds: 600 };
  await settle(stack);
  await measure({ ...unseenLoad, connections: load.unseenConnections, paths: warmUpPaths, amount: warmUpPaths.length });
  await settle(stack);
  console.log(`storefront: ${measuredPaths.length} listing paths never asked before, each once`);
  const unseen = await measure({
    ...unseenLoad,
    connections: load.unseenConnections,
    paths: measuredPaths,
    amount: measuredPaths.length,
  });
  measured.push({
    engine: 'next',
    name: `unseen filter paths, each once (${load.unseenConnections} conn.)`,
    path: `${pages.categoryPath}/…`,
    ...unseen,
    bytes: 0,
    cacheControl: null,
    nextCache: 'MISS',
    weight: null,
  });
  await settle(stack);

  const baseline = measured[0];
  if (!baseline) throw new Error('the static baseline was not measured');
  printTable(measured, baseline);
  printWeights(measured);

  console.log('storefront: freshness (price committed → shown on the cached product and category page)');
  const freshness = await measureFreshness(load.databaseUrl, pages, async (path) =>
    (await get(`${stack.webOrigin}${path}`)).body.toString('utf8'),
  );
  console.log(
    freshness.measured
      ? `  ${freshness.rounds} changes: median ${freshness.medianMs} ms, max ${freshness.maxMs} ms (${freshness.delaysMs.join(', ')})`
      : `  not measured: ${freshness.reason}`,
  );

  const { unseenPaths, ...shown } = pages;
  return {
    host: SHOP_HOST,
    pages: { ...shown, unseenPaths: unseenPaths.length - UNSEEN_WARM_UP },
    staticBaseline: { path: stack.staticPath, bytes: category.body.length, servedAs },
    rows: measured.map((row) => ({
      ...row,
      reqPerSecRatio: row.reqPerSec / baseline.reqPerSec,
      p50Ratio: row.p50 / baseline.p50,
      p95Ratio: row.p95 / baseline.p95,
      p99Ratio: row.p99 / baseline.p99,
    })),
    freshness,
  };
}

function printWeights(rows: readonly { name: string; weight: PageWeight | null; nextCache: string | null }[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\npage                                  HTML       HTML gzip  first-load JS gzip  cache');
  for (const row of rows) {
    if (!row.weight) continue;
    const { htmlBytes, htmlGzipBytes, firstLoadJsGzipBytes } = row.weight;
    console.log(
      `${row.name.padEnd(37)} ${kb(htmlBytes).padEnd(10)} ${kb(htmlGzipBytes).padEnd(10)} ${kb(firstLoadJsGzipBytes).padEnd(19)} ${row.nextCache ?? '-'}`,
    );
  }
}
