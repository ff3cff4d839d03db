import type { Product, ProductProjection } from '@stride/contract';
import { discountPercent, qualifiesForFreeShipping } from '@stride/rules';
import type { RequestContext } from '../../context';
import { priceData } from '../../lib/money';
import type { CategoryCatalog } from './category-catalog';
import type { ProductRow, SizeStockRow } from './product-queries';
import type { ProductReference } from './product-reference';

/** The in-memory reference data a product's ids are named from. */
export type ProductNaming = { categories: CategoryCatalog; reference: ProductReference };

function storeStatusOf(sizes: SizeStockRow[]): Product['storeStatus'] {
  if (sizes.some((size) => size.online > 0)) return 'in_stock';
  if (sizes.some((size) => size.inStore > 0)) return 'in_store_only';
  return 'sold_out';
}

/**
 * Marker codes of spec §9 the storefront keys behaviour on: piece/no_piece (sold by size or not),
 * free_delivery (the price alone ships free), in_store_purchase (some size waits in a store).
 */
function productHooksOf(base: ProductRow, sizes: SizeStockRow[], ctx: RequestContext): string[] {
  const hooks = [base.kind === 'shoes' || base.kind === 'apparel' ? 'piece' : 'no_piece'];
  if (qualifiesForFreeShipping(base.finalPrice, ctx.webInstance.freeShippingFrom)) hooks.push('free_delivery');
  if (sizes.some((size) => size.inStore > 0)) hooks.push('in_store_purchase');
  return hooks;
}

/**
 * The discount badge (docs/decisions/0005): only when the final price is below the standard price
 * (the storefront strikes the standard price then), and computed against the Omnibus prior price —
 * the lowest price of the 30 days before the current price — so it never claims more than the real
 * reduction; 0 when the prior price is not above the final price (no fake discounts). Without any
 * earlier price (a product priced so from its start) it falls back to the standard price.
 */
function discountOf(row: ProductRow): number {
  if (row.finalPrice >= row.standardPrice) return 0;
  return discountPercent(row.finalPrice, row.priorPrice ?? row.standardPrice);
}

/** A lookup that was not needed for the requested fields is empty in the row and unused here. */
export function productView(row: ProductRow, naming: ProductNaming, ctx: RequestContext): Product {
  const { sizes } = row;
  return {
    id: row.id,
    name: row.name,
    urlTitle: row.urlTitle,
    storeStatus: storeStatusOf(sizes),
    finalPriceData: priceData(row.finalPrice, ctx),
    standardPriceData: priceData(row.standardPrice, ctx),
    // The Omnibus "lowest price of the 30 days before the reduction"; null without earlier history.
    lowestPrice30DaysData: row.priorPrice === null ? null : priceData(row.priorPrice, ctx),
    photo: row.photo ?? ctx.webInstance.placeholderPhoto,
    status: row.status,
    discount: discountOf(row),
    new: row.isNew,
    // Whether the visitor keeps it in a wishlist is personal; catalog answers are shared, so false here.
    favourite: false,
    kind: row.kind,
    labels: naming.reference.labelsOf(ctx.locale, row.labelIds),
    productHooks: productHooksOf(row, sizes, ctx),
    brand: row.brand,
    categories: naming.categories.refs(ctx.locale, row.categories),
    gallery: row.gallery,
    cardParameters: naming.reference.cardParametersOf(ctx.locale, row.parameterValueIds),
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
