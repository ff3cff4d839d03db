import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type PriceData,
  ProductDetailSchema,
  ProductListResponseSchema,
  type ShopType,
  type WebInstance,
  WebInstanceSchema,
} from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { openTestDatabase } from '@stride/db/testing';
import { formatMoney } from '@stride/i18n';
import { displayedPrice, netInSteps, showsPricesWithVat } from '@stride/rules';
import { VAT_BUYERS, WITH_VAT } from '@stride/rules/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { get, HOST } from '../../test-support/test-app';

/**
 * Spec §4 through the api: the web instance reports its shop type, and every price carries both the
 * gross and the net figure, so the storefront can show the one the shop type asks for. Each shop-type
 * variation gets a fresh app on the same database after the setting changed, so it reads the types at
 * start (context.ts); a running app following a change is catalog-version.test.ts's.
 */

const INSTANCES = [
  { locale: 'sk', host: HOST.sk, currency: 'EUR', vatRate: 23 },
  { locale: 'cz', host: HOST.cz, currency: 'CZK', vatRate: 21 },
  { locale: 'hu', host: HOST.hu, currency: 'HUF', vatRate: 27 },
] as const;
type Instance = (typeof INSTANCES)[number];

const SHOP_TYPES = [1, 2, 3, 4] as const satisfies readonly ShopType[];

/**
 * Each variation gives the three instances different shop types (rotated), so over four variations
 * every instance runs as every type, and an instance reading another one's setting would show.
 */
const VARIATIONS = SHOP_TYPES.map((_, v) =>
  INSTANCES.map((instance, i) => ({ instance, shopType: SHOP_TYPES[(v + i) % SHOP_TYPES.length] as ShopType })),
);

let database: DatabaseHandle;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'stride-api-vat-'));
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Stores the variation's shop types, then starts an app that reads them. */
async function appFor(variation: (typeof VARIATIONS)[number]): Promise<FastifyInstance> {
  for (const { instance, shopType } of variation) {
    await database.query('UPDATE web_instances SET type_of_shop = $1 WHERE locale = $2', [shopType, instance.locale]);
  }
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), { database });
  await app.ready();
  apps.push(app);
  return app;
}

/** A discounted product with a prior price in this instance, so all three price fields are there. */
async function discountedProduct(locale: string) {
  const [row] = await database.query<{ id: number; url_title: string; final_price: number; standard_price: number }>(
    `SELECT p.product_id AS id, t.url_title, p.final_price, p.standard_price
       FROM prices p JOIN web_instances w ON w.id = p.web_instance_id AND w.locale = $1
       JOIN products pr ON pr.id = p.product_id AND pr.status <> 'retired'
       JOIN product_translations t ON t.product_id = p.product_id AND t.locale = $1
      WHERE p.final_price < p.standard_price
        AND EXISTS (SELECT 1 FROM price_history h WHERE h.product_id = p.product_id
                       AND h.web_instance_id = w.id AND h.valid_from < current_date - 1)
      ORDER BY p.product_id LIMIT 1`,
    [locale],
  );
  if (!row) throw new Error(`the seed has no discounted product in ${locale}`);
  return row;
}

/** What the storefront shows for a price: the gross or net amount and text the api sent. */
function expectShown(price: PriceData, instance: Instance, gross: number, withVat: boolean) {
  const net = netInSteps(gross, instance.vatRate, instance.currency);
  // VAT is never 0 here, so showing the wrong one of the two could not pass unnoticed.
  expect(net).toBeLessThan(gross);
  const amount = withVat ? gross : net;
  expect(price).toMatchObject({ currency: instance.currency, vatRate: instance.vatRate, price: gross });
  expect(price.priceWithoutVat).toBe(net);
  expect(price.priceWithoutVatFormatted).toBe(formatMoney(net, instance.currency, instance.locale));
  expect(price.priceFormatted).toBe(formatMoney(gross, instance.currency, instance.locale));
  expect(displayedPrice(price, withVat)).toEqual({
    amount,
    formatted: formatMoney(amount, instance.currency, instance.locale),
    withVat,
  });
}

describe.each(
  VARIATIONS.map(
    (variation) => [variation.map((v) => `${v.instance.locale}=${v.shopType}`).join(', '), variation] as const,
  ),
)('shop types %s', (_name, variation) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appFor(variation);
  });

  it.each(variation.map(({ instance, shopType }) => [instance.locale, shopType, instance] as const))(
    '%s web instance reports shop type %i and prices that show as it says',
    async (_locale, shopType, instance) => {
      const response = await get<WebInstance>(app, '/api/lib/v1/webinstance', { host: instance.host });
      expect(response.status).toBe(200);
      const webInstance = WebInstanceSchema.parse(response.body);
      expect(webInstance).toMatchObject({ locale: instance.locale, currency: instance.currency });
      expect(webInstance.globalSettings.type_of_shop).toBe(shopType);

      const product = await discountedProduct(instance.locale);
      const listResponse = await get(
        app,
        `/api/lib/v1/products?productIds=${product.id}&fields=finalPriceData,standardPriceData,lowestPrice30DaysData`,
        { host: instance.host },
      );
      expect(listResponse.status, JSON.stringify(listResponse.body)).toBe(200);
      const listed = ProductListResponseSchema.parse(listResponse.body).items[0];
      expect(listed?.id).toBe(product.id);
      const detailResponse = await get(app, `/api/lib/v1/products/detail/${product.url_title}`, {
        host: instance.host,
      });
      expect(detailResponse.status, JSON.stringify(detailResponse.body)).toBe(200);
      const detail = ProductDetailSchema.parse(detailResponse.body).product;
      expect(detail.id).toBe(product.id);

      for (const [index, buyer] of VAT_BUYERS.entries()) {
        // The storefront's decision from what the api reported, checked against §4 written out.
        const withVat = showsPricesWithVat(webInstance.globalSettings.type_of_shop, buyer.company);
        expect(withVat, `${instance.locale}, type ${shopType}, ${buyer.name}`).toBe(WITH_VAT[shopType][index]);
        for (const shown of [listed, detail]) {
          if (!shown?.finalPriceData || !shown.standardPriceData) throw new Error('prices missing');
          expectShown(shown.finalPriceData, instance, product.final_price, withVat);
          expectShown(shown.standardPriceData, instance, product.standard_price, withVat);
          const prior = shown.lowestPrice30DaysData;
          if (!prior) throw new Error(`product ${product.id} has no prior price in ${instance.locale}`);
          expectShown(prior, instance, prior.price, withVat);
        }
      }
    },
  );
});

it('ran every shop type in every currency', () => {
  const seen = new Set(VARIATIONS.flat().map((v) => `${v.shopType}/${v.instance.currency}`));
  expect(seen.size).toBe(SHOP_TYPES.length * INSTANCES.length);
});
