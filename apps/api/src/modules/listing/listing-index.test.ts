import type { ProductSort } from '@stride/contract';
import { PRODUCT_SORTS } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset';
import type { FilterId } from './filter-source-queries';
import {
  buildListingIndex,
  type IndexedProduct,
  type ListingIndex,
  type ProductValueRow,
  withProductValues,
} from './listing-index';
import { baseSet, facetCounts, pageOf, priceBounds, pricedWithin, rankedPageOf } from './listing-query';

// The index's answers against a brute-force reading of the same random catalogs.
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomCatalog(random: () => number) {
  const size = 1 + Math.floor(random() * 400);
  const products: IndexedProduct[] = Array.from({ length: size }, (_, i) => ({
    id: 1_000 + i * 3,
    finalPrice: 100 * (1 + Math.floor(random() * 50)),
    recommendedScore: random() < 0.2 ? null : Math.floor(random() * 20),
    createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(random() * 30))),
  }));
  const categories = products.flatMap((product) =>
    [1, 2, 3].filter(() => random() < 0.4).map((categoryId) => ({ productId: product.id, categoryId })),
  );
  const filterValues: Record<string, string[]> = { brand: ['nike', 'asics', 'hoka'], size: ['40', '41', '42', '43'] };
  const filters = new Map<FilterId, ProductValueRow[]>();
  for (const [id, values] of Object.entries(filterValues)) {
    filters.set(
      id as FilterId,
      products.flatMap((product) =>
        values
          .filter(() => random() < 0.35)
          .map((value) => ({ productId: product.id, value, name: value.toUpperCase() })),
      ),
    );
  }
  return { products, categories, filters };
}

const COMPARE: Record<ProductSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
  recommended: (a, b) => (b.recommendedScore ?? -1) - (a.recommendedScore ?? -1) || a.id - b.id,
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  cheapest: (a, b) => a.finalPrice - b.finalPrice || a.id - b.id,
  most_expensive: (a, b) => b.finalPrice - a.finalPrice || a.id - b.id,
};

describe('listing index', () => {
  it('pages, counts and bounds filtered listings as a brute-force reading does', () => {
    const random = randomSource(42);
    for (let round = 0; round < 200; round++) {
      const catalog = randomCatalog(random);
      const index = buildListingIndex(catalog);
      const categoryIds = random() < 0.5 ? undefined : [1 + Math.floor(random() * 3)];
      const wantedBrand = random() < 0.5 ? 'nike' : 'hoka';
      const wantedSize = random() < 0.5 ? '42' : '40';
      const hasValue = (id: FilterId, value: string) =>
        new Set((catalog.filters.get(id) ?? []).filter((row) => row.value === value).map((row) => row.productId));
      const inCategory = new Set(
        catalog.categories.filter((row) => categoryIds?.includes(row.categoryId)).map((row) => row.productId),
      );
      const base = catalog.products.filter((product) => categoryIds === undefined || inCategory.has(product.id));
      const withBrand = hasValue('brand', wantedBrand);
      const withSize = hasValue('size', wantedSize);
      const expected = base.filter((product) => withBrand.has(product.id) && withSize.has(product.id));

      const listing = { base: { categoryIds }, set: baseSet(index, { categoryIds }) };
      const brandSet = index.filters.get('brand')?.byValue.get(wantedBrand)?.members ?? new Bitset(index.size);
      const sizeSet = index.filters.get('size')?.byValue.get(wantedSize)?.members ?? new Bitset(index.size);
      const matching = listing.set.and(brandSet).and(sizeSet);
      expect(matching.count()).toBe(expected.length);

      const sort = PRODUCT_SORTS[Math.floor(random() * PRODUCT_SORTS.length)] as ProductSort;
      const offset = Math.floor(random() * 5);
      const limit = 1 + Math.floor(random() * 24);
      const ordered = [...expected].sort(COMPARE[sort]).map((product) => product.id);
      expect(pageOf(index, matching, sort, offset, limit)).toEqual(ordered.slice(offset, offset + limit));

      // The brand facet counts among the products of the size filter (the other one), every brand of the base shown.
      const others = listing.set.and(sizeSet);
      const brandCounts = facetCounts(index, 'brand', listing, others);
      const brands = catalog.filters.get('brand') ?? [];
      for (const brand of ['nike', 'asics', 'hoka']) {
        const owners = new Set(brands.filter((row) => row.value === brand).map((row) => row.productId));
        const inBase = base.filter((product) => owners.has(product.id));
        const row = brandCounts.find((candidate) => candidate.value === brand);
        if (inBase.length === 0) expect(row).toBeUndefined();
        else {
          expect(row?.name).toBe(brand.toUpperCase());
          expect(row?.count).toBe(inBase.filter((product) => withSize.has(product.id)).length);
        }
      }

      const prices = expected.map((product) => product.finalPrice);
      expect(priceBounds(index, matching)).toEqual({
        min: prices.length ? Math.min(...prices) : null,
        max: prices.length ? Math.max(...prices) : null,
      });
      const cheap = catalog.products.filter((product) => product.finalPrice >= 1_000 && product.finalPrice <= 2_000);
      expect(pricedWithin(index, 1_000, 2_000).count()).toBe(cheap.length);
    }
  });

  it('reuses what a category family selects, and the same set answers for every visitor', () => {
    const index = buildListingIndex(randomCatalog(randomSource(7)));
    expect(baseSet(index, { categoryIds: [1, 2] })).toBe(baseSet(index, { categoryIds: [1, 2] }));
    expect(baseSet(index, {})).toBe(index.all);
    // A search's set is its own (product-matches.ts keeps it per term).
    const matches = new Bitset(index.size);
    matches.add(0);
    expect(baseSet(index, { matches }).count()).toBe(1);
    expect(baseSet(index, { matches })).not.toBe(baseSet(index, { matches }));
  });

  it('groups products by name, in stock online first, then recommended', () => {
    const product = (id: number, score: number, name: string | null): IndexedProduct => ({
      id,
      finalPrice: 100,
      recommendedScore: score,
      createdAt: new Date(0),
      name,
    });
    const index = buildListingIndex({
      products: [product(1, 9, 'Pegasus'), product(2, 5, 'Pegasus'), product(3, 1, 'Pegasus'), product(4, 8, null)],
      categories: [],
      filters: new Map<FilterId, ProductValueRow[]>([
        ['availability', [2, 3].map((productId) => ({ productId, value: 'online', name: 'Online' }))],
      ]),
    });
    const ids = (positions: Int32Array | undefined) => Array.from(positions ?? [], (p) => index.productIds[p]);
    expect(ids(index.names.get('Pegasus'))).toEqual([2, 3, 1]);
    expect([...index.names.keys()]).toEqual(['Pegasus']);
  });

  it("re-reads some products' values into an index as a whole build of the new rows gives them", () => {
    // What a listing shows of an index: each filter's values in order with their products, each
    // product's values, and the name groups' order.
    const shown = (index: ListingIndex) => ({
      filters: [...index.filters].map(([id, filter]) => [
        id,
        [...filter.values]
          .sort((a, b) => a.rank - b.rank)
          .map((value) => [value.value, value.name, value.members.count(), [...value.members.positions()]]),
        Array.from({ length: index.size }, (_, p) =>
          Array.from(
            filter.valueIndexes.slice(filter.starts[p], filter.starts[p + 1]),
            (v) => filter.values[v]?.value,
          ).sort(),
        ),
      ]),
      names: [...index.names].map(([name, positions]) => [name, [...positions]]),
    });
    const random = randomSource(5);
    for (let round = 0; round < 100; round++) {
      const catalog = randomCatalog(random);
      for (const product of catalog.products) product.name = random() < 0.5 ? `model ${product.id % 7}` : null;
      const online = (productIds: readonly number[]) =>
        productIds.filter(() => random() < 0.5).map((productId) => ({ productId, value: 'online', name: 'Online' }));
      catalog.filters.set('availability', online(catalog.products.map((product) => product.id)));
      const before = buildListingIndex(catalog);

      // Some products change (and one the index does not hold); rows of an unchanged one are ignored.
      const changed = catalog.products.filter(() => random() < 0.1).map((product) => product.id);
      changed.push(999_999);
      const sizes = ['39', '40', '41', '42', '44'];
      const fresh = new Map<FilterId, ProductValueRow[]>([
        ['availability', online(changed)],
        [
          'size',
          changed.flatMap((productId) =>
            sizes.filter(() => random() < 0.3).map((value) => ({ productId, value, name: value.toUpperCase() })),
          ),
        ],
      ]);
      const unchanged = catalog.products.find((product) => !changed.includes(product.id));
      if (unchanged) fresh.get('size')?.push({ productId: unchanged.id, value: '47', name: '47' });
      const patched = withProductValues(before, changed, fresh);

      const rebuilt = new Map(catalog.filters);
      for (const [id, rows] of fresh) {
        const kept = (catalog.filters.get(id) ?? []).filter((row) => !changed.includes(row.productId));
        rebuilt.set(id, [...kept, ...rows.filter((row) => changed.includes(row.productId))]);
      }
      expect(shown(patched)).toEqual(shown(buildListingIndex({ ...catalog, filters: rebuilt })));
      // The index it started from answers as before.
      expect(shown(before)).toEqual(shown(buildListingIndex(catalog)));
    }
  });

  it('pages a set in a given order of positions (a search relevance order)', () => {
    const index = buildListingIndex(randomCatalog(randomSource(11)));
    const ranked = Int32Array.from({ length: index.size }, (_, i) => index.size - 1 - i);
    const set = new Bitset(index.size);
    for (let position = 0; position < index.size; position += 2) set.add(position);
    const expected = Array.from(ranked)
      .filter((position) => set.has(position))
      .map((position) => index.productIds[position]);
    expect(rankedPageOf(index, ranked, set, 0, 1_000)).toEqual(expected);
    expect(rankedPageOf(index, ranked, set, 3, 4)).toEqual(expected.slice(3, 7));
    expect(rankedPageOf(index, ranked, set, expected.length, 4)).toEqual([]);
  });

  it('a product without a price in the instance is not in its index, whatever rows name it', () => {
    const index = buildListingIndex({
      products: [{ id: 1, finalPrice: 100, recommendedScore: 1, createdAt: new Date(0) }],
      categories: [
        { productId: 1, categoryId: 5 },
        { productId: 2, categoryId: 5 },
      ],
      filters: new Map<FilterId, ProductValueRow[]>([
        [
          'brand',
          [
            { productId: 1, value: 'nike', name: 'Nike' },
            { productId: 2, value: 'puma', name: 'Puma' },
          ],
        ],
      ]),
    });
    expect(index.categories.get(5)?.count()).toBe(1);
    expect([...(index.filters.get('brand')?.byValue.keys() ?? [])]).toEqual(['nike']);
  });
});
