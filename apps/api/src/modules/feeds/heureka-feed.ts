import type { Currency, Locale } from '@stride/contract';
import type { DeliveryKind } from '@stride/db';
import { catalogFor } from '@stride/i18n/catalog';
import { decimalAmount } from '@stride/rules';
import { element } from '../../lib/xml-text';
import type { FeedFormat } from './feed-format';
import type { ItemDelivery } from './feed-items';

/**
 * Heureka's product feed (sluzby.heureka.sk/napoveda/xml-feed, heureka.github.io/xml-feed-specs):
 * `<SHOP>` of `<SHOPITEM>`s, element names as the specification spells them. Árukereső (Heureka
 * Group) reads the same format for the Hungarian shop.
 */

/** The comparison site whose category tree CATEGORYTEXT starts with. */
const SITE: Record<Locale, string> = { sk: 'Heureka.sk', cz: 'Heureka.cz', hu: 'Árukereső.hu' };

/**
 * Heureka's carrier codes (DELIVERY_ID takes only codes from its list): pickup points are Packeta's
 * (ZASILKOVNA, the code on both sites), the courier is our own contract (the "own transport" code,
 * spelled per language). Store pickup is no carrier and is not listed.
 */
const DELIVERY_ID: Record<Locale, Partial<Record<DeliveryKind, string>>> = {
  sk: { pickup_point: 'ZASILKOVNA', courier: 'VLASTNA_PREPRAVA' },
  cz: { pickup_point: 'ZASILKOVNA', courier: 'VLASTNI_PREPRAVA' },
  hu: { pickup_point: 'ZASILKOVNA', courier: 'VLASTNA_PREPRAVA' },
};

function deliveryElement(locale: Locale, delivery: ItemDelivery, currency: Currency) {
  const id = DELIVERY_ID[locale][delivery.kind];
  if (!id) return '';
  const cod =
    delivery.cashOnDeliveryPrice === null
      ? ''
      : element('DELIVERY_PRICE_COD', decimalAmount(delivery.cashOnDeliveryPrice, currency));
  return `<DELIVERY>${element('DELIVERY_ID', id)}${element('DELIVERY_PRICE', decimalAmount(delivery.price, currency))}${cod}</DELIVERY>`;
}

export const heurekaFeed: FeedFormat = {
  contentType: 'application/xml; charset=utf-8',
  /**
   * Heureka shows offers that can be bought: a size with no piece to ship cannot be put into the
   * cart (cart/service.ts), so it is left out rather than sent without DELIVERY_DATE ("ask the shop").
   */
  lists: (item) => item.online > 0,
  head: () => '<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n',
  item: (item, { ctx, deliveries }) => {
    const texts = catalogFor(ctx.locale).productDetail;
    // One pass over the template: a name containing "{size}" stays as it is.
    const fill = { name: item.name, size: item.sizeName };
    const product = texts.addedLine.replace(/\{(name|size)\}/g, (_, key: keyof typeof fill) => fill[key]);
    return [
      '<SHOPITEM>',
      element('ITEM_ID', item.itemId),
      element('PRODUCTNAME', item.name),
      element('PRODUCT', product),
      element('DESCRIPTION', item.description),
      element('URL', item.url),
      element('IMGURL', item.imageUrl),
      element('PRICE_VAT', decimalAmount(item.price, ctx.currency)),
      element('MANUFACTURER', item.brand),
      element('CATEGORYTEXT', [SITE[ctx.locale], ...item.categoryPath].join(' | ')),
      item.ean === null ? '' : element('EAN', item.ean),
      `<PARAM>${element('PARAM_NAME', texts.size)}${element('VAL', item.sizeName)}</PARAM>`,
      // Only sizes in stock online are listed (above): 0 is Heureka's "in stock".
      element('DELIVERY_DATE', 0),
      ...deliveries.map((delivery) => deliveryElement(ctx.locale, delivery, ctx.currency)),
      element('ITEMGROUP_ID', item.groupId),
      '</SHOPITEM>\n',
    ].join('');
  },
  tail: () => '</SHOP>\n',
};
