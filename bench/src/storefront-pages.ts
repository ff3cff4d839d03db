import { CategoryTreeResponseSchema, ProductListResponseSchema } from '@stride/contract';
import { localizeSegment } from '@stride/i18n';
import { type LoadFigures, measure } from './load';
import { printTable, type Row } from './report';
import { waitUntilIdle } from './servers';
import { SHOP_HOST, type StorefrontStack } from './storefront-stack';

// fetch() drops a Host header (forbidden in the fetch standard) and autocannon sends it verbatim:
// x-forwarded-host, which the storefront reads first, reaches the same shop from both.
const HEADERS = { host: SHOP_HOST, 'x-forwarded-host': SHOP_HOST };

/** The pages the storefront measurements and Lighthouse visit, as paths of the Slovak shop. */
export type ShopPages = { categoryPath: string; productPath: string };

export type PageRow = Row & {
  bytes: number;
  /** The page's own Cache-Control: says whether Next rendered it per request or served a cached copy. */
  cacheControl: string | null;
  reqPerSecRatio: number;
  p50Ratio: number;
  p95Ratio: number;
  p99Ratio: number;
};
export type StorefrontPagesResult = {
  host: string;
  pages: ShopPages;
  staticBaseline: { path: string; bytes: number; servedAs: string };
  rows: PageRow[];
};

/** The first category (no external link) that lists products, and the first product it lists. */
export async function findShopPages(apiOrigin: string): Promise<ShopPages> {
  const headers = { 'x-forwarded-host': SHOP_HOST };
  const tree = CategoryTreeResponseSchema.parse(
    await (await fetch(`${apiOrigin}/api/custom/categories?depth=2`, { headers })).json(),
  );
  for (const category of tree.items.filter((c) => c.externalUrl === null)) {
    const url = `${apiOrigin}/api/lib/v1/products?perPage=1&fields=urlTitle&category=${category.urlName}`;
    const list = ProductListResponseSchema.parse(await (await fetch(url, { headers })).json());
    const urlTitle = list.items[0]?.urlTitle;
    if (urlTitle === undefined) continue;
    return {
      categoryPath: `/${localizeSegment('sk', 'category')}/${category.urlName}`,
      productPath: `/${localizeSegment('sk', 'product')}/${urlTitle}`,
    };
  }
  throw new Error('no category with products to benchmark');
}

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
 * The category and product pages through the built storefront, beside a static file of exactly the
 * category page's bytes served by the same Next server in the same run: what rendering costs.
 */
export async function measureStorefrontPages(
  stack: StorefrontStack,
  pages: ShopPages,
  load: { connections: number; durationSeconds: number },
): Promise<StorefrontPagesResult> {
  const category = await get(`${stack.webOrigin}${pages.categoryPath}`);
  const product = await get(`${stack.webOrigin}${pages.productPath}`);
  for (const [path, res] of [
    [pages.categoryPath, category],
    [pages.productPath, product],
  ] as const) {
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}, not 200`);
  }
  // The category page's own HTML, so the file has its size (and its content) byte for byte.
  stack.writeStaticFile(category.body);
  const servedAs = await verifyStatic(stack, category.body);
  console.log(`storefront: static baseline ${stack.staticPath}, ${category.body.length} bytes, ${servedAs}`);

  const targets = [
    { name: 'static file, category page bytes (baseline)', path: stack.staticPath, cacheControl: null },
    {
      name: 'category page (SSR)',
      path: pages.categoryPath,
      cacheControl: category.headers.get('cache-control'),
    },
    { name: 'product page (SSR)', path: pages.productPath, cacheControl: product.headers.get('cache-control') },
  ];
  const measured: (Row & { bytes: number; cacheControl: string | null })[] = [];
  for (const target of targets) {
    await settle(stack);
    console.log(`storefront: ${target.name} ${target.path}`);
    const figures: LoadFigures = await measure({ url: `${stack.webOrigin}${target.path}`, headers: HEADERS, ...load });
    const bytes = target.path === pages.productPath ? product.body.length : category.body.length;
    measured.push({ engine: 'next', ...target, bytes, ...figures });
  }
  await settle(stack);
  const baseline = measured[0];
  if (!baseline) throw new Error('the static baseline was not measured');
  printTable(measured, baseline);
  return {
    host: SHOP_HOST,
    pages,
    staticBaseline: { path: stack.staticPath, bytes: category.body.length, servedAs },
    rows: measured.map((row) => ({
      ...row,
      reqPerSecRatio: row.reqPerSec / baseline.reqPerSec,
      p50Ratio: row.p50 / baseline.p50,
      p95Ratio: row.p95 / baseline.p95,
      p99Ratio: row.p99 / baseline.p99,
    })),
  };
}
