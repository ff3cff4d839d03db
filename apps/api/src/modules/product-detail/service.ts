import { PRODUCT_CARD_FIELDS, type Product, type ProductDetail, type ProductDetailSize } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { loadProducts } from '../product-views/load-products';
import {
  type SizeStoreRow,
  selectAlternativeIds,
  selectCategoryPath,
  selectProductByUrlTitle,
  selectRelatedIds,
  selectSizeStores,
} from './queries';

/** How many related products and alternatives the detail shows. */
export const PRODUCT_DETAIL_LIST_SIZE = 8;

/** Each size with its online stock and the stores that hold it. */
function sizesOf(product: Product, stores: SizeStoreRow[]): ProductDetailSize[] {
  return product.sizes.map((size) => {
    const inStores = stores
      .filter((store) => store.sizeId === size.id)
      .map(({ id, name, town, stock }) => ({ id, name, town, stock }));
    return {
      id: size.id,
      name: size.name,
      online: size.stock,
      stores: inStores,
      soldOut: size.stock === 0 && inStores.length === 0,
    };
  });
}

/**
 * GET /products/detail/:urlTitle: the whole product with its sizes per store, breadcrumbs, card
 * parameters, related products and — for a retired model — alternatives. Retired and not-on-sale
 * products are answered too: their page says so.
 */
export async function getProductDetail(
  database: DatabaseHandle,
  ctx: RequestContext,
  urlTitle: string,
): Promise<ProductDetail> {
  const found = await selectProductByUrlTitle(database.db, ctx.webInstanceId, ctx.locale, urlTitle);
  if (!found) throw new NotFoundError('not_found', { value: urlTitle }, 'urlTitle');
  const categoryId = found.mainCategoryId;
  const [[product], stores, breadcrumbs, relatedIds, alternativeIds] = await Promise.all([
    loadProducts(database, ctx, [found.id]),
    selectSizeStores(database.db, found.id, ctx.locale),
    categoryId === null ? [] : selectCategoryPath(database.db, categoryId, ctx.locale),
    categoryId === null
      ? []
      : selectRelatedIds(database.db, ctx.webInstanceId, categoryId, found.id, PRODUCT_DETAIL_LIST_SIZE),
    categoryId === null || found.status !== 'retired'
      ? []
      : selectAlternativeIds(
          database.db,
          ctx.webInstanceId,
          categoryId,
          found.kind,
          found.finalPrice,
          PRODUCT_DETAIL_LIST_SIZE,
        ),
  ]);
  // Exists: it was just found priced in this web instance.
  if (!product) throw new NotFoundError('not_found', { value: urlTitle }, 'urlTitle');
  // Read with a card's fields only; the answer's schema (cards) leaves out what a card does not show.
  const cards = await loadProducts(database, ctx, [...relatedIds, ...alternativeIds], PRODUCT_CARD_FIELDS);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const pick = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return {
    product,
    description: sanitizeHtml(found.description),
    sizes: sizesOf(product, stores),
    breadcrumbs,
    cardParameters: product.cardParameters,
    related: pick(relatedIds),
    alternatives: pick(alternativeIds),
  };
}
