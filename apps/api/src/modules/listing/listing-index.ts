import type { ProductSort } from '@stride/contract';
import { Bitset } from './bitset';
import type { FilterId } from './filter-source-queries';

/**
 * A web instance's listable products (priced there, not retired) held in memory, so that a filtered,
 * sorted listing with faceted counts costs a few passes over bitsets instead of one query per facet.
 * Products are numbered by position 0…size-1; every set of products is a Bitset of positions.
 * An index is immutable once built; a catalog change builds a new one (listing-indexes.ts).
 */
export interface ListingIndex {
  size: number;
  /** Position → product id. */
  productIds: Int32Array;
  positionOf: Map<number, number>;
  /** Position → final price in minor units of the instance currency. */
  finalPrices: Float64Array;
  /** Per order: the positions in that order. */
  orders: Record<ProductSort, Int32Array>;
  /** Per order: position → its place in `orders[sort]`. */
  ranks: Record<ProductSort, Int32Array>;
  all: Bitset;
  /** Category id → the products directly in it. */
  categories: Map<number, Bitset>;
  filters: Map<FilterId, IndexedFilter>;
  /**
   * The instance locale's product name → the products named so (colourways share a name), in stock
   * online first, then in the recommended order: what a search hit on that name shows first.
   */
  names: Map<string, Int32Array>;
}

/** One value filter: its values, and which values each product has (for counting facets in one pass). */
export interface IndexedFilter {
  values: IndexedValue[];
  byValue: Map<string, IndexedValue>;
  /** Product position p has the values `valueIndexes[starts[p]…starts[p+1])`. */
  starts: Int32Array;
  valueIndexes: Int32Array;
}

export interface IndexedValue {
  index: number;
  /** Its place in the filter's display order (value-order.ts). */
  rank: number;
  value: string;
  name: string;
  members: Bitset;
}

export interface IndexedProduct {
  id: number;
  finalPrice: number;
  recommendedScore: number | null;
  createdAt: Date;
  /** Its name in the instance locale; null when it has none there. */
  name?: string | null;
}

export interface ProductValueRow {
  productId: number;
  value: string;
  name: string;
}

/**
 * The listing orders, written once: every order ends with the id, so pages never overlap or skip a
 * product between equal keys. Recommended: highest score first (a category's top product leads),
 * products without a score last.
 */
const COMPARE: Record<ProductSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
  recommended: (a, b) =>
    (b.recommendedScore ?? Number.NEGATIVE_INFINITY) - (a.recommendedScore ?? Number.NEGATIVE_INFINITY) || a.id - b.id,
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  cheapest: (a, b) => a.finalPrice - b.finalPrice || a.id - b.id,
  most_expensive: (a, b) => b.finalPrice - a.finalPrice || a.id - b.id,
};

export function buildListingIndex(input: {
  products: readonly IndexedProduct[];
  categories: readonly { productId: number; categoryId: number }[];
  filters: ReadonlyMap<FilterId, readonly ProductValueRow[]>;
  /** The display order of a filter's values; by value slug when not given. */
  valueOrder?: ValueOrder;
}): ListingIndex {
  const size = input.products.length;
  const productIds = Int32Array.from(input.products, (product) => product.id);
  const positionOf = new Map(input.products.map((product, position) => [product.id, position]));
  const finalPrices = Float64Array.from(input.products, (product) => product.finalPrice);

  const orders = {} as Record<ProductSort, Int32Array>;
  const ranks = {} as Record<ProductSort, Int32Array>;
  for (const sort of Object.keys(COMPARE) as ProductSort[]) {
    const compare = COMPARE[sort];
    const positions = Array.from({ length: size }, (_, position) => position);
    positions.sort((a, b) => compare(input.products[a] as IndexedProduct, input.products[b] as IndexedProduct));
    orders[sort] = Int32Array.from(positions);
    const rank = new Int32Array(size);
    positions.forEach((position, place) => {
      rank[position] = place;
    });
    ranks[sort] = rank;
  }

  const categories = new Map<number, Bitset>();
  for (const { productId, categoryId } of input.categories) {
    const position = positionOf.get(productId);
    if (position === undefined) continue;
    let members = categories.get(categoryId);
    if (!members) {
      members = new Bitset(size);
      categories.set(categoryId, members);
    }
    members.add(position);
  }

  const filters = new Map<FilterId, IndexedFilter>();
  for (const [id, rows] of input.filters) filters.set(id, indexFilter(id, rows, positionOf, size, input.valueOrder));

  const named = new Map<string, number[]>();
  input.products.forEach((product, position) => {
    if (product.name == null) return;
    const positions = named.get(product.name);
    if (positions) positions.push(position);
    else named.set(product.name, [position]);
  });

  return {
    size,
    productIds,
    names: orderNames(named, filters.get('availability'), ranks.recommended),
    positionOf,
    finalPrices,
    orders,
    ranks,
    all: Bitset.full(size),
    categories,
    filters,
  };
}

/**
 * The index with other values for some products in some filters (their stock changed): each filter
 * of `rows` is indexed again with the `changed` products' values taken from `rows` (a changed product
 * without rows there has none now), the others' as they were; the search names' order (in stock
 * online first) follows. The rest is shared with `index`, which stays as it was. A value keeps the
 * name it had (the first by sort when products name one slug differently), as a rebuild would give
 * unless the product that named it so changed.
 */
export function withProductValues(
  index: ListingIndex,
  changed: readonly number[],
  rows: ReadonlyMap<FilterId, readonly ProductValueRow[]>,
  valueOrder?: ValueOrder,
): ListingIndex {
  const changedPositions = new Set<number>();
  for (const productId of changed) {
    const position = index.positionOf.get(productId);
    if (position !== undefined) changedPositions.add(position);
  }
  const filters = new Map(index.filters);
  for (const [id, newRows] of rows) {
    const kept: ProductValueRow[] = [];
    const old = index.filters.get(id);
    if (old) {
      for (let position = 0; position < index.size; position += 1) {
        if (changedPositions.has(position)) continue;
        const productId = index.productIds[position] as number;
        for (let at = old.starts[position] as number; at < (old.starts[position + 1] as number); at += 1) {
          const value = old.values[old.valueIndexes[at] as number] as IndexedValue;
          kept.push({ productId, value: value.value, name: value.name });
        }
      }
    }
    const fresh = newRows.filter((row) => changedPositions.has(index.positionOf.get(row.productId) ?? -1));
    filters.set(id, indexFilter(id, [...kept, ...fresh], index.positionOf, index.size, valueOrder));
  }
  const named = new Map([...index.names].map(([name, positions]) => [name, [...positions]]));
  return { ...index, filters, names: orderNames(named, filters.get('availability'), index.ranks.recommended) };
}

/** Each name's products, in stock online first, then in the recommended order. */
function orderNames(
  named: Map<string, number[]>,
  availability: IndexedFilter | undefined,
  recommended: Int32Array,
): Map<string, Int32Array> {
  const online = availability?.byValue.get('online')?.members;
  const score = (position: number) => (online?.has(position) ? 0 : recommended.length) + (recommended[position] ?? 0);
  const names = new Map<string, Int32Array>();
  for (const [name, positions] of named) {
    names.set(name, Int32Array.from(positions.sort((a, b) => score(a) - score(b))));
  }
  return names;
}

/** The display order of a filter's values (value-order.ts); by value slug when not given. */
type ValueOrder = (id: FilterId, a: { value: string; name: string }, b: { value: string; name: string }) => number;

function indexFilter(
  id: FilterId,
  rows: readonly ProductValueRow[],
  positionOf: Map<number, number>,
  size: number,
  order: ValueOrder | undefined,
): IndexedFilter {
  const values: IndexedValue[] = [];
  const byValue = new Map<string, IndexedValue>();
  const perProduct: number[][] = Array.from({ length: size }, () => []);
  for (const row of rows) {
    const position = positionOf.get(row.productId);
    if (position === undefined) continue;
    let value = byValue.get(row.value);
    if (!value) {
      // A value named differently by two products keeps the first name (as min(name) did in SQL).
      value = { index: values.length, rank: 0, value: row.value, name: row.name, members: new Bitset(size) };
      values.push(value);
      byValue.set(row.value, value);
    } else if (row.name < value.name) {
      value.name = row.name;
    }
    if (!value.members.has(position)) {
      value.members.add(position);
      (perProduct[position] as number[]).push(value.index);
    }
  }
  const starts = new Int32Array(size + 1);
  let total = 0;
  perProduct.forEach((list, position) => {
    starts[position] = total;
    total += list.length;
  });
  starts[size] = total;
  const valueIndexes = new Int32Array(total);
  perProduct.forEach((list, position) => {
    valueIndexes.set(list, starts[position] ?? 0);
  });
  const sorted = [...values].sort((a, b) =>
    order ? order(id, a, b) : a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
  );
  sorted.forEach((value, rank) => {
    value.rank = rank;
  });
  return { values, byValue, starts, valueIndexes };
}
