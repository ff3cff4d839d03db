import type { APIRequestContext, Locator } from '@playwright/test';
import { CartSchema, type PriceData, ProductDetailSchema } from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { signUpThroughApi } from '../support/accounts';
import { expect, type ReadApi, test } from '../support/api';
import { withCatalogDatabase } from '../support/catalog-database';
import { sendApi } from '../support/checkout';
import { STOREFRONTS, viaNode } from '../support/storefronts';

/**
 * Spec §4 in a type-4 shop, in the browser (issue 13 §5): an anonymous visitor sees every price
 * without VAT, labelled so, and a signed-in buyer whose company has an EU VAT ID sees them with VAT,
 * on the cached category and product pages and on the cart. None of the seeded shops is type 4, so
 * the journey switches the Slovak one in the database, as an operator would (the api and the cached
 * pages follow without a restart: migration 0019), and switches it back however the journey ends.
 * The amounts expected are the api's own gross and net figures of the product and the cart line.
 */

const [sk] = STOREFRONTS;
const categoryPath = `/${sk.categorySegment}/${sk.shoesCategory}`;
const cartPath = localizedPath(sk.locale, '/cart');
const WITHOUT_VAT = sk.messages.prices.withoutVat;
/** How long a shop's new type may take to reach the cached pages (catalog version, then the watcher). */
const SETTLE_MS = 20_000;

/** A type-4 page carries both figures of each price, marked by `data-vat`; other shops' pages do not. */
async function buyerDecides(request: APIRequestContext, path: string): Promise<boolean> {
  const { url, options } = viaNode(sk, path);
  return (await (await request.get(url, options)).text()).includes('data-vat="net"');
}

/** Waits until the storefront serves `paths` as a type-4 shop's pages (`type4`) or as before. */
async function untilServedAs(request: APIRequestContext, paths: string[], type4: boolean): Promise<void> {
  for (const path of paths) {
    await expect
      .poll(() => buyerDecides(request, path), { message: `${path} drawn as type 4: ${type4}`, timeout: SETTLE_MS })
      .toBe(type4);
  }
}

/**
 * What the shopper reads in `price` (innerText: what CSS hides is not read): the one figure and not
 * the other, with "bez DPH" exactly when the figure is net.
 */
async function expectReads(price: Locator, figures: PriceData, withVat: boolean): Promise<void> {
  const [shown, hidden] = withVat
    ? [figures.priceFormatted, figures.priceWithoutVatFormatted]
    : [figures.priceWithoutVatFormatted, figures.priceFormatted];
  await expect(price).toBeVisible();
  await expect(price).toContainText(shown, { useInnerText: true });
  await expect(price).not.toContainText(hidden, { useInnerText: true });
  if (withVat) await expect(price).not.toContainText(WITHOUT_VAT, { useInnerText: true });
  else await expect(price).toContainText(WITHOUT_VAT, { useInnerText: true });
}

/** The first product card of the category whose product is on sale with a size online. */
async function aCardToBuy(cards: Locator, readApi: ReadApi) {
  const hrefs = await cards.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of new Set(hrefs)) {
    const urlTitle = decodeURIComponent(href?.split('/').pop() ?? '');
    if (!href || !urlTitle) continue;
    const detail = await readApi(`/api/lib/v1/products/detail/${urlTitle}`, ProductDetailSchema);
    const size = detail.sizes.find((candidate) => candidate.online >= 1);
    if (detail.product.status === 'on_sale' && size) return { href, detail, size };
  }
  throw new Error(`${categoryPath}: no card of a product on sale with a size online`);
}

test('a type-4 shop shows net prices to a visitor and gross ones to a company with a VAT ID: category, product, cart', async ({
  page,
  readApi,
  request,
}) => {
  test.setTimeout(180_000);
  await withCatalogDatabase(async (db) => {
    const { rows } = await db.query<{ type_of_shop: number }>(
      `SELECT type_of_shop FROM web_instances WHERE locale = 'sk'`,
    );
    const original = rows[0]?.type_of_shop;
    // The seeded Slovak shop shows prices with VAT to everyone (type 1): the switch is what is tested.
    expect(original).toBe(1);
    const servedPaths = [categoryPath];
    try {
      await db.query(`UPDATE web_instances SET type_of_shop = 4 WHERE locale = 'sk'`);
      await untilServedAs(request, servedPaths, true);

      // --- An anonymous visitor: net, labelled ------------------------------------------------------
      await page.goto(`${sk.origin}${categoryPath}`);
      const cards = page.getByTestId('product-card');
      const { href, detail, size } = await aCardToBuy(cards, readApi);
      const productPath = new URL(href, sk.origin).pathname;
      servedPaths.push(productPath);
      await untilServedAs(request, [productPath], true);
      const figures = detail.product.finalPriceData;
      expect(figures.priceWithoutVat, 'net is less than gross at 23 % VAT').toBeLessThan(figures.price);
      const card = cards.filter({ has: page.locator(`a[href="${href}"]`) }).first();

      await expectReads(card.getByTestId('product-price'), figures, false);
      await page.goto(`${sk.origin}${productPath}`);
      await expectReads(page.getByTestId('product-price').first(), figures, false);

      const cart = await sendApi(
        page,
        {
          method: 'POST',
          path: '/api/lib/v1/cart',
          body: { items: [{ count: 1, sizeId: size.id, productId: detail.product.id }] },
        },
        CartSchema,
      );
      const line = cart.items.find((item) => item.size.id === size.id);
      if (!line) throw new Error('the size did not reach the cart');
      await page.goto(`${sk.origin}${cartPath}`);
      await expectReads(page.getByTestId('cart-line-price'), line.lineFullPriceData, false);

      // --- A signed-in buyer whose company has an EU VAT ID: gross --------------------------------
      const user = await signUpThroughApi(page, {
        email: `e2e.company.${Date.now()}@example.sk`,
        password: 'Bežecká-firma-2026',
        firstname: 'Jana',
        surname: 'Horváthová',
        company: { name: 'Bežec s.r.o.', businessId: '12345678', vatNumber: 'SK2020123456' },
      });
      expect(user.company?.vatNumber).toBe('SK2020123456');

      await page.goto(`${sk.origin}${categoryPath}`);
      await expectReads(card.getByTestId('product-price'), figures, true);
      await page.goto(`${sk.origin}${productPath}`);
      await expectReads(page.getByTestId('product-price').first(), figures, true);
      await page.goto(`${sk.origin}${cartPath}`);
      await expectReads(page.getByTestId('cart-line-price'), line.lineFullPriceData, true);
    } finally {
      await db.query(`UPDATE web_instances SET type_of_shop = $1 WHERE locale = 'sk'`, [original ?? 1]);
      // The journeys after this one find the shop as seeded, its cached pages included.
      await untilServedAs(request, servedPaths, false);
    }
  });
});
