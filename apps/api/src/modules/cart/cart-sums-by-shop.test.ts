import type { Cart } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { type Currency, formatMoney, type Locale } from '@stride/i18n';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { cartOf, sendCart, sizesForSale, tokenOf } from '../../test-support/cart-requests';
import { HOST, useTestApp } from '../../test-support/test-app';

/**
 * Whole carts through the api in each shop, with the sums worked out by hand (in the comments) from
 * prices, shop settings and discounts the test sets itself, so that no seed change moves them. Each
 * shop type (1–4) gives the same answer: it decides how the storefront shows a price, not what the
 * cart costs, and every amount carries both its gross and its net.
 */

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

type Shop = { locale: Locale; currency: Currency; vatRate: number; freeFrom: number; delivery: number; isic: number };

const SHOPS: Record<Locale, Shop> = {
  sk: { locale: 'sk', currency: 'EUR', vatRate: 23, freeFrom: 70_00, delivery: 2_99, isic: 10 },
  cz: { locale: 'cz', currency: 'CZK', vatRate: 21, freeFrom: 2000_00, delivery: 79_00, isic: 10 },
  hu: { locale: 'hu', currency: 'HUF', vatRate: 27, freeFrom: 27000_00, delivery: 1290_00, isic: 15 },
};

async function webInstanceId(database: DatabaseHandle, locale: Locale): Promise<number> {
  const [row] = await database.query<{ id: number }>('SELECT id FROM web_instances WHERE locale = $1', [locale]);
  if (!row) throw new Error(`no ${locale} web instance`);
  return row.id;
}

/** The shop's settings as the test needs them, and its type; read by an app built afterwards. */
async function setShop(database: DatabaseHandle, shop: Shop, type: 1 | 2 | 3 | 4): Promise<number> {
  const id = await webInstanceId(database, shop.locale);
  await database.query(
    `UPDATE web_instances SET vat_rate = $2, free_shipping_from = $3, delivery_from = $4, isic_discount_percent = $5,
            type_of_shop = $6 WHERE id = $1`,
    [id, shop.vatRate, shop.freeFrom, shop.delivery, shop.isic, type],
  );
  return id;
}

/** Two sizes of two different products for sale in the shop, priced by the test (full price). */
async function pricedSizes(database: DatabaseHandle, webInstance: number, unitPrices: readonly [number, number]) {
  const rows = await sizesForSale(database, { webInstanceId: webInstance, minStock: 2 });
  const first = rows[0];
  const second = rows.find((row) => row.productId !== first?.productId);
  if (!first || !second) throw new Error('two products for sale with 2 pieces each are needed');
  const sizes = [first, second] as const;
  for (const [index, size] of sizes.entries()) {
    await database.query(
      'UPDATE prices SET final_price = $3, standard_price = $3 WHERE product_id = $1 AND web_instance_id = $2',
      [size.productId, webInstance, unitPrices[index]],
    );
  }
  return sizes;
}

/** An app on the shared database, built now: the web instance registry reads the shop's settings at start. */
async function appWithShop(database: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp(testApp().config, { database });
  await app.ready();
  return app;
}

/** `check` on an app built after setting the shop to each type 1–4 (the registry reads the type at start). */
async function forEachShopType(
  database: DatabaseHandle,
  shop: Shop,
  check: (app: FastifyInstance, type: 1 | 2 | 3 | 4) => Promise<void>,
): Promise<void> {
  for (const type of [1, 2, 3, 4] as const) {
    await setShop(database, shop, type);
    const app = await appWithShop(database);
    try {
      await check(app, type);
    } finally {
      await app.close();
    }
  }
}

const amounts = (cart: Cart) => ({
  goods: [cart.sums.goods.price, cart.sums.goods.priceWithoutVat],
  isic: cart.sums.isicDiscount.amount,
  coupon: cart.sums.couponDiscount.amount,
  delivery: cart.sums.delivery.amount,
  missing: cart.sums.missingForFreeDelivery.amount,
  vat: cart.sums.vat.map((row) => [row.ratePercent, row.net.amount, row.vat.amount]),
  total: [cart.sums.total.price, cart.sums.total.priceWithoutVat],
  toPay: cart.sums.toPay.amount,
  lines: cart.items.map((item) => [
    item.lineFullPriceData.price,
    item.linePriceData.price,
    item.linePriceData.priceWithoutVat,
  ]),
});

/** A new cart in the shop at `host` with these sizes and counts, then a code put on it at `path`: the cart it answers. */
async function cartWithCode(
  app: FastifyInstance,
  host: string,
  lines: readonly (readonly [{ sizeId: number; productId: number }, number])[],
  path: string,
  body: unknown,
): Promise<Cart> {
  const added = await sendCart(app, 'POST', '/api/lib/v1/cart', {
    host,
    body: { items: lines.map(([size, count]) => ({ count, sizeId: size.sizeId, productId: size.productId })) },
  });
  return cartOf(await sendCart(app, 'POST', path, { host, cookie: tokenOf(added), body }));
}

describe(`the cart's sums, worked out by hand, in each shop and shop type (${engine})`, () => {
  it('EUR (23 %): 2 × 24,90 € and 12,50 € with a 10 % coupon, below free delivery', async () => {
    const { database } = testApp();
    const shop = SHOPS.sk;
    const id = await setShop(database, shop, 1);
    const [a, b] = await pricedSizes(database, id, [24_90, 12_50]);
    await database.query(`INSERT INTO coupons (web_instance_id, hash, percent) VALUES ($1, 'HAND10-SK', 10)`, [id]);
    // Goods 49,80 + 12,50 = 62,30. Coupon 10 % = 6,23, split by the lines' worth: 4,98 and 1,25.
    // Lines after it: 44,82 (net 44,82 / 1,23 = 36,439… → 36,44) and 11,25 (9,146… → 9,15).
    // 56,07 < 70 €: delivery 2,99 (net 2,430… → 2,43), 13,93 € missing for free delivery.
    // VAT 23 %: net 36,44 + 9,15 + 2,43 = 48,02; VAT 8,38 + 2,10 + 0,56 = 11,04. Total 59,06.
    const expected = {
      // Goods before discounts with their net at the shop's rate: 62,30 / 1,23 = 50,650… → 50,65.
      goods: [62_30, 50_65],
      isic: 0,
      coupon: 6_23,
      delivery: 2_99,
      missing: 13_93,
      vat: [[23, 48_02, 11_04]],
      total: [59_06, 48_02],
      toPay: 59_06,
      lines: [
        [49_80, 44_82, 36_44],
        [12_50, 11_25, 9_15],
      ],
    };
    await forEachShopType(database, shop, async (app, type) => {
      const typeAnswer = await app.inject({ url: '/api/lib/v1/webinstance', headers: { host: HOST.sk } });
      expect(typeAnswer.json().globalSettings.type_of_shop).toBe(type);
      const cart = await cartWithCode(
        app,
        HOST.sk,
        [
          [a, 2],
          [b, 1],
        ],
        '/api/lib/v1/cart/coupon',
        {
          couponHash: 'hand10-sk',
        },
      );
      expect(amounts(cart), `type ${type}`).toEqual(expected);
      expect(cart.sums.total.priceFormatted).toBe(formatMoney(59_06, 'EUR', 'sk'));
    });
  });

  it('CZK (21 %): 1 490 Kč and 2 × 390 Kč with an ISIC card, free delivery before and after it', async () => {
    const { database } = testApp();
    const shop = SHOPS.cz;
    const id = await setShop(database, shop, 1);
    const [a, b] = await pricedSizes(database, id, [1490_00, 390_00]);
    // Goods 1 490 + 780 = 2 270 Kč. ISIC 10 % of each full-price line: 149,00 and 78,00 = 227,00.
    // Lines after it: 1 341,00 (net 1 341 / 1,21 = 1 108,264… → 1 108,26) and 702,00 (580,165… → 580,17).
    // 2 043 Kč ≥ 2 000 Kč: delivery free. VAT 21 %: net 1 688,43, VAT 232,74 + 121,83 = 354,57.
    const expected = {
      // Goods before discounts, net: 2 270 / 1,21 = 1 876,033… → 1 876,03.
      goods: [2270_00, 1876_03],
      isic: 227_00,
      coupon: 0,
      delivery: 0,
      missing: 0,
      vat: [[21, 1688_43, 354_57]],
      total: [2043_00, 1688_43],
      toPay: 2043_00,
      lines: [
        [1490_00, 1341_00, 1108_26],
        [780_00, 702_00, 580_17],
      ],
    };
    await forEachShopType(database, shop, async (app, type) => {
      const cart = await cartWithCode(
        app,
        HOST.cz,
        [
          [a, 1],
          [b, 2],
        ],
        '/api/lib/v1/cart/isic',
        {
          isic: { surname: 'Dvořák', code: 'S420000654321B' },
        },
      );
      expect(amounts(cart), `type ${type}`).toEqual(expected);
      expect(cart.sums.total.priceFormatted).toBe(formatMoney(2043_00, 'CZK', 'cz'));
    });
  });

  it('HUF (27 %): 18 990 Ft and 4 590 Ft below free delivery, a 10 000 Ft voucher paying part, all in whole forints', async () => {
    const { database } = testApp();
    const shop = SHOPS.hu;
    const id = await setShop(database, shop, 1);
    const [a, b] = await pricedSizes(database, id, [18990_00, 4590_00]);
    await database.query(
      `INSERT INTO gift_vouchers (web_instance_id, code, value, balance) VALUES ($1, 'HAND-HU', 1000000, 1000000)`,
      [id],
    );
    // Goods 23 580 Ft < 27 000 Ft: delivery 1 290 Ft, 3 420 Ft missing. Nets in whole forints:
    // 18 990 / 1,27 = 14 952,7… → 14 953; 4 590 / 1,27 = 3 614,1… → 3 614; 1 290 / 1,27 = 1 015,7… → 1 016.
    // VAT 27 %: net 19 583, VAT 4 037 + 976 + 274 = 5 287. Total 24 870 Ft; the voucher pays 10 000, 14 870 to pay.
    const expected = {
      // Goods before discounts, net in whole forints too: 23 580 / 1,27 = 18 566,929… → 18 567.
      goods: [23580_00, 18567_00],
      isic: 0,
      coupon: 0,
      delivery: 1290_00,
      missing: 3420_00,
      vat: [[27, 19583_00, 5287_00]],
      total: [24870_00, 19583_00],
      toPay: 14870_00,
      lines: [
        [18990_00, 18990_00, 14953_00],
        [4590_00, 4590_00, 3614_00],
      ],
    };
    await forEachShopType(database, shop, async (app, type) => {
      const cart = await cartWithCode(
        app,
        HOST.hu,
        [
          [a, 1],
          [b, 1],
        ],
        '/api/lib/v1/cart/voucher',
        { code: 'HAND-HU' },
      );
      expect(amounts(cart), `type ${type}`).toEqual(expected);
      expect(cart.voucher?.paid.amount).toBe(10000_00);
      expect(cart.voucher?.remaining.amount).toBe(0);
      expect(cart.sums.toPay.formatted).toBe(formatMoney(14870_00, 'HUF', 'hu'));
    });
  });
});
