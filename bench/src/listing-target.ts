import {
  CategoryTreeResponseSchema,
  type FiltersResponse,
  FiltersResponseSchema,
  ProductListResponseSchema,
} from '@stride/contract';

/** The fields the storefront's listing asks for (a product card plus its sizes, apps/storefront listing.ts). */
export const LISTING_CARD_FIELDS =
  'id,name,urlTitle,photo,brand,finalPriceData,standardPriceData,lowestPrice30DaysData,discount,new,storeStatus,labels,sizes';

export const LISTING_PAGE_SIZE = 24;

/** A category listing with two filters (brand, size), cheapest first: what a shopper's click asks for. */
export type ListingTarget = {
  category: { id: number; urlName: string };
  brand: string;
  size: string;
  /** The canonical filter path, e.g. `vyrobca/nike/velkost/42`. */
  param: string;
  productsPath: string;
  filtersPath: string;
};

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The value of a filter with the most products (the first such in the api's order on a tie). */
function busiestValue(filters: FiltersResponse, key: 'brand' | 'size'): { filterName: string; value: string } {
  const filter = filters.available.find((f) => f.key === key);
  if (filter?.kind !== 'values') throw new Error(`the category has no ${key} filter`);
  const best = filter.values.reduce<(typeof filter.values)[number] | undefined>(
    (top, value) => (top === undefined || value.count > top.count ? value : top),
    undefined,
  );
  if (!best || best.count === 0) throw new Error(`the ${key} filter has no value with products`);
  return { filterName: filter.urlName, value: best.urlName };
}

/**
 * The shoes top category and, from the api's own /filters answer for it, the brand and the size
 * with the most products: real values, so the listing is as busy as a real one.
 */
export async function findListingTarget(origin: string, headers: Record<string, string>): Promise<ListingTarget> {
  const tree = CategoryTreeResponseSchema.parse(await getJson(`${origin}/api/custom/categories?depth=1`, headers));
  const tops = tree.items.filter((c) => c.externalUrl === null);
  const category = tops.find((c) => /obuv/i.test(c.name)) ?? tops[0];
  if (!category) throw new Error('no category to benchmark');
  const filters = FiltersResponseSchema.parse(await getJson(`${origin}/api/lib/v1/filters?id=${category.id}`, headers));
  const brand = busiestValue(filters, 'brand');
  const size = busiestValue(filters, 'size');
  const asked = `${brand.filterName}/${brand.value}/${size.filterName}/${size.value}`;
  const selected = FiltersResponseSchema.parse(
    await getJson(`${origin}/api/lib/v1/filters?id=${category.id}&param=${encodeURIComponent(asked)}`, headers),
  );
  const param = selected.canonicalParam;
  if (param === '') throw new Error(`the api dropped both filter values of ${asked}`);
  const query = new URLSearchParams({
    category: category.urlName,
    param,
    sort: 'cheapest',
    perPage: String(LISTING_PAGE_SIZE),
    fields: LISTING_CARD_FIELDS,
  });
  return {
    category: { id: category.id, urlName: category.urlName },
    brand: brand.value,
    size: size.value,
    param,
    productsPath: `/api/lib/v1/products?${query}`,
    filtersPath: `/api/lib/v1/filters?${new URLSearchParams({ id: String(category.id), param })}`,
  };
}

/** The ids of the listing's first page as the api answers them (to check the plain SQL against). */
export async function apiPageIds(origin: string, target: ListingTarget, headers: Record<string, string>) {
  const body = ProductListResponseSchema.parse(await getJson(`${origin}${target.productsPath}`, headers));
  return body.items.map((item) => item.id);
}

/**
 * Many different filter paths of the listing's category, each asked about once in a run: every
 * brand × every size × (no status or each) × (no tag or each), in canonical order, shuffled the same
 * way every run. What a crowd of shoppers clicking through filters asks, where no answer repeats
 * often enough to be kept (the api keeps answers per catalog generation).
 */
export async function filterPathsMix(
  origin: string,
  target: ListingTarget,
  headers: Record<string, string>,
  build: (param: string) => string,
  limit = 40_000,
): Promise<string[]> {
  const filters = FiltersResponseSchema.parse(
    await getJson(`${origin}/api/lib/v1/filters?id=${target.category.id}`, headers),
  );
  const valuesOf = (key: string): string[][] => {
    const filter = filters.available.find((f) => f.key === key);
    if (filter?.kind !== 'values') return [[]];
    return filter.values.filter((v) => v.count > 0).map((v) => [filter.urlName, v.urlName]);
  };
  // The api prints filters brand, status, size, tags in this order (their priorities).
  const optional = (key: string) => [[], ...valuesOf(key)];
  const params: string[] = [];
  for (const brand of valuesOf('brand'))
    for (const status of optional('status'))
      for (const size of valuesOf('size'))
        for (const tag of optional('tags')) params.push([...brand, ...status, ...size, ...tag].join('/'));
  let seed = 20_261_121;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = params.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [params[i], params[j]] = [params[j] as string, params[i] as string];
  }
  return params.slice(0, limit).map(build);
}
