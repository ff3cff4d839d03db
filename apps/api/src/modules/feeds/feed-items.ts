import type { Product } from '@stride/contract';
import type { DeliveryKind } from '@stride/db';
import { localizedPath } from '@stride/i18n';
import { imageUrl, qualifiesForFreeShipping } from '@stride/rules';
import { plainText } from '../../lib/sanitize-html';
import type { CategoryRef } from '../product-views/category-catalog';
import type { FeedShopContext } from './feed-format';

/**
 * One size of a product as both feeds describe it, whatever their element names: the product
 * (its card, as the shop's pages show it) and the size with its online stock. Prices are minor
 * units of the shop's currency, with VAT, as every price the shop shows.
 */
export type FeedItem = {
  /** `{productId}-{sizeId}`: letters, digits and a dash, as Heureka's ITEM_ID allows; unique for good. */
  itemId: string;
  /** The product: every size of it shares the group. */
  groupId: string;
  name: string;
  sizeName: string;
  ean: string | null;
  brand: string;
  description: string;
  /** Absolute: the shop's localized product page. */
  url: string;
  /** Absolute: the main photo as a 1600 × 1200 JPEG from the image endpoint. */
  imageUrl: string;
  /** What the buyer pays. */
  price: number;
  /** The struck standard price when the shop shows a reduction (final below standard, Omnibus-checked). */
  regularPrice: number | null;
  /** Pieces that can be ordered online (the stock of the units that ship). */
  online: number;
  /** The main category and its ancestors, top first, named in the shop's language. */
  categoryPath: string[];
};

/** A delivery the shop ships goods with, and what it costs for an order of one piece of an item. */
export type ItemDelivery = { kind: DeliveryKind; price: number; cashOnDeliveryPrice: number | null };

/** The deliveries and payment fees of a shop (checkout's methods), for pricing an item's delivery. */
export type ShopDeliveries = {
  deliveries: readonly { kind: DeliveryKind; priceMinor: number }[];
  /** The cash-on-delivery fee, or null when the shop does not take it. */
  cashOnDeliveryFee: number | null;
  freeShippingFrom: number;
};

/** Deliveries that bring goods to the buyer: store pickup is no shipping (and has no carrier). */
const SHIPPED: readonly DeliveryKind[] = ['courier', 'pickup_point'];

/**
 * What each shipping delivery costs for one piece of the item, as the cart would price it: free from
 * the shop's free-shipping threshold on (the cart's rule), the cash-on-delivery fee never free.
 */
export function itemDeliveries(item: Pick<FeedItem, 'price'>, shop: ShopDeliveries): ItemDelivery[] {
  const free = qualifiesForFreeShipping(item.price, shop.freeShippingFrom);
  return shop.deliveries
    .filter((delivery) => SHIPPED.includes(delivery.kind))
    .map((delivery) => {
      const price = free ? 0 : delivery.priceMinor;
      return {
        kind: delivery.kind,
        price,
        cashOnDeliveryPrice: shop.cashOnDeliveryFee === null ? null : price + shop.cashOnDeliveryFee,
      };
    });
}

/**
 * The items of one product, one per size in the shop's size order. `categoryPath` is the product's
 * main category path; the description is the stored HTML, given here as plain text.
 */
export function feedItemsOf(
  product: Product,
  shop: FeedShopContext,
  extras: { descriptionHtml: string; eans: ReadonlyMap<number, string>; categoryPath: readonly CategoryRef[] },
): FeedItem[] {
  const { ctx, origin } = shop;
  const description = plainText(extras.descriptionHtml);
  // The shop strikes the standard price only with a discount the Omnibus prior price allows (decision 5).
  const reduced = product.discount > 0 && product.finalPriceData.price < product.standardPriceData.price;
  return product.sizes.map((size) => ({
    itemId: `${product.id}-${size.id}`,
    groupId: String(product.id),
    name: product.name,
    sizeName: size.name,
    ean: extras.eans.get(size.id) ?? null,
    brand: product.brand.name,
    description,
    url: `${origin}${localizedPath(ctx.locale, '/product/[urlTitle]', { urlTitle: product.urlTitle })}`,
    imageUrl: `${origin}${imageUrl(product.photo, 'detail2x', 'jpg')}`,
    price: product.finalPriceData.price,
    regularPrice: reduced ? product.standardPriceData.price : null,
    online: size.stock,
    categoryPath: extras.categoryPath.map((category) => category.name),
  }));
}
