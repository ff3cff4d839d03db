import type { Product, ProductProjection } from '@stride/contract';
import { discountPercent } from '@stride/rules';
import type { RequestContext } from '../../context';
import { priceData } from '../../lib/money';
import type { ProductBaseRow, SizeStockRow } from './product-queries';

/** What the batched lookups found for a page; a lookup that was not needed is absent. */
export type ProductLookups = {
  lowestPrices?: Map<number, number>;
  categories?: Map<number, Product['categories']>;
  galleries?: Map<number, Product['gallery']>;
  labels?: Map<number, Product['labels']>;
  cardParameters?: Map<number, Product['cardParameters']>;
  sizes?: Map<number, SizeStockRow[]>;
};

function storeStatusOf(sizes: SizeStockRow[]): Product['storeStatus'] {
  if (sizes.some((size) => size.online > 0)) return 'in_stock';
  if (sizes.some((size) => size.inStore > 0)) return 'in_store_only';
  return 'sold_out';
}

/**
 * Marker codes of spec §9 the storefront keys behaviour on: piece/no_piece (sold by size or not),
 * free_delivery (the price alone ships free), in_store_purchase (some size waits in a store).
 */
function productHooksOf(base: ProductBaseRow, sizes: SizeStockRow[], ctx: RequestContext): string[] {
  const hooks = [base.kind === 'shoes' || base.kind === 'apparel' ? 'piece' : 'no_piece'];
  if (base.finalPrice >= ctx.webInstance.freeShippingFrom) hooks.push('free_delivery');
  if (sizes.some((size) => size.inStore > 0)) hooks.push('in_store_purchase');
  return hooks;
}

export function productView(base: ProductBaseRow, lookups: ProductLookups, ctx: RequestContext): Product {
  const sizes = lookups.sizes?.get(base.id) ?? [];
  const lowest = lookups.lowestPrices?.get(base.id);
  return {
    id: base.id,
    name: base.name,
    urlTitle: base.urlTitle,
    storeStatus: storeStatusOf(sizes),
    finalPriceData: priceData(base.finalPrice, ctx),
    standardPriceData: priceData(base.standardPrice, ctx),
    lowestPrice30DaysData: lowest === undefined ? null : priceData(lowest, ctx),
    photo: base.photo ?? ctx.webInstance.placeholderPhoto,
    status: base.status,
    discount: discountPercent(base.finalPrice, base.standardPrice),
    new: base.isNew,
    // Whether the visitor keeps it in a wishlist is personal; catalog answers are shared, so false here.
    favourite: false,
    kind: base.kind,
    labels: lookups.labels?.get(base.id) ?? [],
    productHooks: productHooksOf(base, sizes, ctx),
    brand: base.brand,
    categories: lookups.categories?.get(base.id) ?? [],
    gallery: lookups.galleries?.get(base.id) ?? [],
    cardParameters: lookups.cardParameters?.get(base.id) ?? [],
    sizes: sizes.map((size) => ({ id: size.id, name: size.name, stock: size.online })),
  };
}

/** The product reduced to the requested fields; id always stays. */
export function project(product: Product, fields: readonly (keyof Product)[] | undefined): ProductProjection {
  if (!fields) return product;
  const projection: Record<string, unknown> = { id: product.id };
  for (const field of fields) projection[field] = product[field];
  return projection as ProductProjection;
}
