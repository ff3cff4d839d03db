import type { Locale } from '@stride/contract';
import { catalogFor } from '@stride/i18n/catalog';
import { decimalAmount } from '@stride/rules';
import { element } from '../../lib/xml-text';
import type { FeedFormat } from './feed-format';

/**
 * Google Merchant Center's product feed as RSS 2.0 with the `g:` namespace (Google's product data
 * specification): one `<item>` per size, the sizes of a product joined by `g:item_group_id`.
 */
export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** The country each shop ships to (ISO 3166-1), as `g:shipping`'s `g:country` wants it. */
const COUNTRY: Record<Locale, string> = { sk: 'SK', cz: 'CZ', hu: 'HU' };

export const googleFeed: FeedFormat = {
  contentType: 'application/rss+xml; charset=utf-8',
  // Google keeps a size out of stock as such (availability out_of_stock) rather than dropped.
  lists: () => true,
  head: ({ ctx, origin }) =>
    [
      '<?xml version="1.0" encoding="utf-8"?>\n',
      `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n`,
      element('title', new URL(origin).host),
      element('link', `${origin}/`),
      element('description', catalogFor(ctx.locale).feeds.channelDescription),
      '\n',
    ].join(''),
  item: (item, { ctx, deliveries }) => {
    const money = (minor: number) => `${decimalAmount(minor, ctx.currency)} ${ctx.currency}`;
    const kinds = catalogFor(ctx.locale).checkout.delivery.kinds;
    // g:price is the regular price; with a reduction the shop shows, the price paid is g:sale_price.
    const prices =
      item.regularPrice === null
        ? element('g:price', money(item.price))
        : element('g:price', money(item.regularPrice)) + element('g:sale_price', money(item.price));
    return [
      '<item>',
      element('g:id', item.itemId),
      element('g:item_group_id', item.groupId),
      element('title', item.name),
      element('description', item.description === '' ? item.name : item.description),
      element('link', item.url),
      element('g:image_link', item.imageUrl),
      element('g:condition', 'new'),
      element('g:availability', item.online > 0 ? 'in_stock' : 'out_of_stock'),
      prices,
      element('g:brand', item.brand),
      item.ean === null ? element('g:identifier_exists', 'no') : element('g:gtin', item.ean),
      element('g:size', item.sizeName),
      item.categoryPath.length === 0 ? '' : element('g:product_type', item.categoryPath.join(' > ')),
      ...deliveries.map(
        (delivery) =>
          `<g:shipping>${element('g:country', COUNTRY[ctx.locale])}${element('g:service', kinds[delivery.kind])}${element('g:price', money(delivery.price))}</g:shipping>`,
      ),
      '</item>\n',
    ].join('');
  },
  tail: () => '</channel>\n</rss>\n',
};
