import {
  BlogArticlesResponseSchema,
  CategoryTreeResponseSchema,
  FiltersResponseSchema,
  PRODUCT_SORTS,
  ProductListResponseSchema,
  WEBINSTANCE_TOKEN_HEADER,
  WebInstanceSchema,
} from '@stride/contract';
import { type Locale, localizeSegment } from '@stride/i18n';
import { seedWebInstanceToken } from '@stride/rules/webinstance-token';
import type { z } from 'zod';

/** The api names the shop by its token (the storefront sends the same one). */
export const shopHeaders = (locale: Locale) => ({ [WEBINSTANCE_TOKEN_HEADER]: seedWebInstanceToken(locale) });

/** The pages the storefront measurements and Lighthouse visit, as paths of one shop. */
export type ShopPages = {
  homePath: string;
  categoryPath: string;
  /** The category with two filters (the first values of its first two value filters that combine). */
  filteredCategoryPath: string;
  productPath: string;
  /** The product's id and its price row, for the freshness measurement. */
  product: { id: number; urlTitle: string };
  searchPath: string;
  /** Listing paths no one has asked for: the category under every pair of its first two filters' values, in every sort. */
  unseenPaths: string[];
};

async function apiGet<S extends z.ZodType>(
  apiOrigin: string,
  locale: Locale,
  path: string,
  schema: S,
): Promise<z.infer<S>> {
  const res = await fetch(`${apiOrigin}${path}`, { headers: shopHeaders(locale) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return schema.parse(await res.json());
}

const valueFilters = (filters: z.infer<typeof FiltersResponseSchema>) =>
  filters.available.flatMap((filter) => (filter.kind === 'values' ? [filter] : []));

/** The first category (no external link) that lists products, with what the page bench needs of it. */
export async function findShopPages(apiOrigin: string, locale: Locale = 'sk', unseenCount = 400): Promise<ShopPages> {
  const tree = await apiGet(apiOrigin, locale, '/api/custom/categories?depth=2', CategoryTreeResponseSchema);
  for (const category of tree.items.filter((c) => c.externalUrl === null)) {
    const list = await apiGet(
      apiOrigin,
      locale,
      `/api/lib/v1/products?perPage=1&fields=id,urlTitle,brand&category=${category.urlName}`,
      ProductListResponseSchema,
    );
    const product = list.items[0];
    if (!product?.urlTitle || product.id === undefined) continue;
    const categoryPath = `/${localizeSegment(locale, 'category')}/${category.urlName}`;

    // Two filters in canonical (priority) order, the ones with the most values, so that their pairs
    // give many listing paths: the first value of the first, then a value of the second that still
    // has products with it.
    const all = await apiGet(apiOrigin, locale, `/api/lib/v1/filters?id=${category.id}`, FiltersResponseSchema);
    const filters = valueFilters(all);
    const widest = (list: typeof filters) =>
      list.reduce<(typeof filters)[number] | undefined>(
        (best, f) => (!best || f.values.length > best.values.length ? f : best),
        undefined,
      );
    const first = widest(filters.slice(0, -1));
    const later = first ? filters.slice(filters.indexOf(first) + 1) : [];
    const firstValue = first?.values.find((value) => value.count > 0);
    if (!first || !firstValue) continue;
    const narrowed = await apiGet(
      apiOrigin,
      locale,
      `/api/lib/v1/filters?id=${category.id}&param=${first.urlName}/${firstValue.urlName}`,
      FiltersResponseSchema,
    );
    const second = widest(
      valueFilters(narrowed).filter(
        (filter) => later.some((l) => l.urlName === filter.urlName) && filter.values.some((v) => v.count > 0),
      ),
    );
    const secondValue = second?.values.find((value) => value.count > 0);
    if (!second || !secondValue) continue;
    const pair = await apiGet(
      apiOrigin,
      locale,
      `/api/lib/v1/filters?id=${category.id}&param=${first.urlName}/${firstValue.urlName}/${second.urlName}/${secondValue.urlName}`,
      FiltersResponseSchema,
    );

    const secondValues = later.find((l) => l.urlName === second.urlName)?.values ?? [];
    const unseenPaths = first.values
      .flatMap((a) =>
        secondValues.map((b) => `${categoryPath}/${first.urlName}/${a.urlName}/${second.urlName}/${b.urlName}`),
      )
      .flatMap((path) => PRODUCT_SORTS.map((sort) => (sort === 'recommended' ? path : `${path}?sort=${sort}`)))
      .slice(0, unseenCount);

    return {
      homePath: '/',
      categoryPath,
      filteredCategoryPath: `${categoryPath}/${pair.canonicalParam}`,
      productPath: `/${localizeSegment(locale, 'product')}/${product.urlTitle}`,
      product: { id: product.id, urlTitle: product.urlTitle },
      searchPath: `/${localizeSegment(locale, 'search')}/${encodeURIComponent(product.brand?.name.toLowerCase() ?? 'nike')}`,
      unseenPaths,
    };
  }
  throw new Error('no category with products and two filters to benchmark');
}

/** The content pages of issue 15 that Lighthouse audits: the blog list, its newest article, contact and the shoe finder. */
export type ContentPages = { blogPath: string; articlePath: string; contactPath: string; shoeFinderPath: string };

export async function findContentPages(apiOrigin: string, locale: Locale): Promise<ContentPages> {
  const blog = `/${localizeSegment(locale, 'blog')}`;
  const articles = await apiGet(apiOrigin, locale, '/api/lib/v1/blog/articles?perPage=1', BlogArticlesResponseSchema);
  const article = articles.items[0];
  if (!article) throw new Error(`the ${locale} blog has no article to audit`);
  const instance = await apiGet(apiOrigin, locale, '/api/lib/v1/webinstance', WebInstanceSchema);
  const contact = instance.pagesHeader.find((page) => page.kind === 'contact');
  if (!contact) throw new Error(`the ${locale} header lists no contact page`);
  return {
    blogPath: blog,
    articlePath: `${blog}/${article.urlTitle}`,
    contactPath: `/${localizeSegment(locale, 'page')}/${contact.urlTitle}`,
    shoeFinderPath: `/${localizeSegment(locale, 'app')}`,
  };
}
