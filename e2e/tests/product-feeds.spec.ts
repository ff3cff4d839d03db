import { XMLParser } from 'fast-xml-parser';
import { type ProductDetail, ProductDetailSchema } from '../../packages/contract/src';
import { expect, test } from '../support/api';
import { STOREFRONTS } from '../support/storefronts';

/**
 * The product feeds on each shop's own host (issue 16 §2, §5): what Heureka and Google read must be
 * what a shopper finds, so a sample of feed items is compared with the api's product detail (the
 * price, the sizes and their online stock) and the item's link opens that product's page.
 */

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  htmlEntities: true,
  isArray: (name) => ['SHOPITEM', 'item', 'DELIVERY', 'PARAM', 'g:shipping'].includes(name),
});

/** A price in minor units as both feeds write it: whole units, a dot and two decimals. */
const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** How many products of each feed are compared with the api (spread over the whole feed). */
const SAMPLE = 6;

function spread<T>(values: readonly T[], count: number): T[] {
  if (values.length <= count) return [...values];
  return Array.from({ length: count }, (_, i) => values[Math.floor((i * (values.length - 1)) / (count - 1))] as T);
}

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: feed items match the product detail's prices and stock`, async ({ page, readApi }) => {
    await page.goto(`${shop.origin}/`);
    // Read by the page itself, same-origin through the storefront's /api proxy: only the browser resolves *.localhost.
    const [heurekaXml, googleXml] = await page.evaluate(async () => {
      const read = async (path: string) => {
        const response = await fetch(path);
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        return response.text();
      };
      return Promise.all([read('/api/lib/v1/feeds/heureka.xml'), read('/api/lib/v1/feeds/google.xml')]);
    });
    const heureka = ((parser.parse(heurekaXml) as Node).SHOP as Node).SHOPITEM as Node[];
    const google = (((parser.parse(googleXml) as Node).rss as Node).channel as Node).item as Node[];
    expect(heureka.length).toBeGreaterThan(0);
    expect(google.length).toBeGreaterThan(heureka.length);

    const groups = [...new Set(google.map((item) => String(item['g:item_group_id'])))];
    // The sample includes a product on sale with a struck price: the seed reduces some in every shop.
    const discounted = google.find((item) => item['g:sale_price'] !== undefined);
    if (!discounted) throw new Error(`the ${shop.locale} Google feed has no item with a sale_price`);
    const sample = [...new Set([...spread(groups, SAMPLE), String(discounted['g:item_group_id'])])];
    const details: ProductDetail[] = [];
    for (const group of sample) {
      const items = google.filter((item) => item['g:item_group_id'] === group);
      const link = String(items[0]?.link);
      expect(link.startsWith(`${shop.origin}/`)).toBe(true);
      const urlTitle = decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
      const detail = await readApi(`/api/lib/v1/products/detail/${encodeURIComponent(urlTitle)}`, ProductDetailSchema);
      details.push(detail);
      const { product } = detail;
      expect(String(product.id)).toBe(group);
      const paid = `${decimal(product.finalPriceData.price)} ${product.finalPriceData.currency}`;

      // Google: one item per size, available exactly when a piece ships, at the price the page shows.
      expect(items.map((item) => item['g:size'])).toEqual(detail.sizes.map((size) => size.name));
      for (const [index, size] of detail.sizes.entries()) {
        const item = items[index] as Node;
        expect(item['g:id']).toBe(`${product.id}-${size.id}`);
        expect(item['g:availability']).toBe(size.online > 0 ? 'in_stock' : 'out_of_stock');
        expect(item.title).toBe(product.name);
        if (item['g:sale_price'] === undefined) {
          expect(item['g:price']).toBe(paid);
        } else {
          expect(item['g:sale_price']).toBe(paid);
          expect(item['g:price']).toBe(
            `${decimal(product.standardPriceData.price)} ${product.finalPriceData.currency}`,
          );
        }
      }

      // Heureka: the sizes that can be ordered online, in stock (0), at the price with VAT.
      const offers = heureka.filter((item) => item.ITEMGROUP_ID === group);
      expect(offers.map((item) => item.ITEM_ID)).toEqual(
        detail.sizes.filter((size) => size.online > 0).map((size) => `${product.id}-${size.id}`),
      );
      for (const offer of offers) {
        expect(offer.PRICE_VAT).toBe(decimal(product.finalPriceData.price));
        expect(offer.PRODUCTNAME).toBe(product.name);
        expect(offer.DELIVERY_DATE).toBe('0');
        expect(offer.URL).toBe(link);
      }
    }
    const onSale = details.find((detail) => String(detail.product.id) === String(discounted['g:item_group_id']));
    expect(onSale?.product.discount).toBeGreaterThan(0);

    // An item's link is the product's page in the shop's language.
    const first = details[0];
    if (!first) throw new Error('no product sampled');
    const link = String(google.find((item) => item['g:item_group_id'] === String(first.product.id))?.link);
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.product.name);
  });
}
