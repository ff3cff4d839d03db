import { ProductListResponseSchema } from '@stride/contract';
import { LOWEST_PRICE_DAYS } from '@stride/rules';
import { describe, expect, it } from 'vitest';
import { get, HOST, useTestApp } from '../../test-support/test-app';
import { refreshListingIndexes } from '../listing/listing-indexes';

// This file rewrites the price history of products, so it has a database of its own.
const testApp = useTestApp();

type HistoryRow = { daysAgo: number; price: number };

/**
 * Replaces a product's Slovak price history with rows `daysAgo` before today (negative: future),
 * and sets its current prices as the shop keeps them: the final price is the row in effect today.
 */
async function setHistory(productId: number, standardPrice: number, rows: HistoryRow[]): Promise<void> {
  const { database } = testApp();
  const inEffect = rows.filter((row) => row.daysAgo >= 0).sort((a, b) => a.daysAgo - b.daysAgo)[0];
  await database.rawTransaction(async (query) => {
    const [sk] = await query<{ id: number }>(`SELECT id FROM web_instances WHERE locale = 'sk'`);
    await query('DELETE FROM price_history WHERE product_id = $1 AND web_instance_id = $2', [productId, sk?.id]);
    for (const row of rows) {
      await query(
        'INSERT INTO price_history (product_id, web_instance_id, final_price, valid_from) VALUES ($1, $2, $3, current_date - $4::int)',
        [productId, sk?.id, row.price, row.daysAgo],
      );
    }
    await query(
      'UPDATE prices SET final_price = $3, standard_price = $4 WHERE product_id = $1 AND web_instance_id = $2',
      [productId, sk?.id, inEffect?.price ?? standardPrice, standardPrice],
    );
  });
}

/** The Omnibus prior price (null: none) and the discount badge the api answers for a product. */
async function pricesOf(productId: number): Promise<{ prior: number | null; discount: number | undefined }> {
  const response = await get(
    testApp().app,
    `/api/lib/v1/products?productIds=${productId}&fields=lowestPrice30DaysData,discount`,
    { host: HOST.sk },
  );
  const item = ProductListResponseSchema.parse(response.body).items[0];
  return { prior: item?.lowestPrice30DaysData?.price ?? null, discount: item?.discount };
}

async function pricedProducts(count: number): Promise<number[]> {
  const rows = await testApp().database.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id
       JOIN web_instances w ON w.id = pr.web_instance_id AND w.locale = 'sk' ORDER BY p.id LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** Sets each history on its own product and answers what the api says for each, in order. */
async function answersFor(cases: { standard: number; history: HistoryRow[] }[]) {
  const ids = await pricedProducts(cases.length);
  expect(ids).toHaveLength(cases.length);
  for (const [index, { standard, history }] of cases.entries())
    await setHistory(ids[index] as number, standard, history);
  // Cards are read once per catalog generation: read the new history now, not after the rebuild's delay.
  await refreshListingIndexes(testApp().database);
  return Promise.all(ids.map((id) => pricesOf(id)));
}

const DAYS = LOWEST_PRICE_DAYS;

describe(`Omnibus prior price: the lowest of the ${DAYS} days before the current price`, () => {
  it('takes the price before a drop inside the last 30 days, not the reduced price itself', async () => {
    const [drop] = await answersFor([
      {
        standard: 1_200,
        history: [
          { daysAgo: 60, price: 1_000 },
          { daysAgo: 10, price: 700 },
        ],
      },
    ]);
    // The old reading (lowest of the last 30 days, current price included) would say 700.
    expect(drop).toEqual({ prior: 1_000, discount: 30 }); // 30 % against 1 000, not 41 % against 1 200
  });

  it('looks at the 30 days before a drop older than 30 days', async () => {
    const [olderDrop] = await answersFor([
      {
        standard: 1_000,
        history: [
          { daysAgo: DAYS + 90, price: 500 }, // replaced before the window opened: does not count
          { daysAgo: DAYS + 50, price: 1_000 }, // in effect when the window (45 + 30 days ago) opened
          { daysAgo: 45, price: 700 }, // the current price, since 45 days
        ],
      },
    ]);
    expect(olderDrop).toEqual({ prior: 1_000, discount: 30 });
  });

  it('takes the lowest of several changes, counting a change on the window’s first day', async () => {
    const [several, onFirstDay] = await answersFor([
      {
        standard: 1_200,
        history: [
          { daysAgo: 70, price: 1_200 },
          { daysAgo: 38, price: 900 }, // in effect when the window (3 + 30 days ago) opened
          { daysAgo: 25, price: 1_100 },
          { daysAgo: 12, price: 1_000 },
          { daysAgo: 3, price: 800 },
          { daysAgo: -2, price: 100 }, // the future does not count, nor move the current price
        ],
      },
      {
        standard: 1_000,
        history: [
          { daysAgo: 50, price: 500 },
          { daysAgo: 10 + DAYS, price: 950 }, // exactly on the first day: replaces the 500
          { daysAgo: 10, price: 900 },
        ],
      },
    ]);
    expect(several).toEqual({ prior: 900, discount: 11 }); // 11.1 % floored
    expect(onFirstDay).toEqual({ prior: 950, discount: 5 }); // 5.26 % floored
  });

  it('has no prior price without history before the current price, and discounts against the standard price', async () => {
    const [firstPrice, onlyFuture] = await answersFor([
      { standard: 1_000, history: [{ daysAgo: 5, price: 700 }] },
      { standard: 1_000, history: [{ daysAgo: -3, price: 100 }] },
    ]);
    expect(firstPrice).toEqual({ prior: null, discount: 30 });
    expect(onlyFuture).toEqual({ prior: null, discount: 0 });
  });

  it('has no prior price for a product with no price history at all, and discounts against the standard price', async () => {
    const [id] = await pricedProducts(1);
    if (id === undefined) throw new Error('no priced product');
    await setHistory(id, 1_000, []);
    // A reduced price the shop set without a history row: nothing to compare with but the standard price.
    await testApp().database.query(
      `UPDATE prices SET final_price = 750 WHERE product_id = $1
          AND web_instance_id = (SELECT id FROM web_instances WHERE locale = 'sk')`,
      [id],
    );
    await refreshListingIndexes(testApp().database);
    expect(await pricesOf(id)).toEqual({ prior: null, discount: 25 });
  });

  it('shows no discount when the prior price equals the final price (a promotion re-entered)', async () => {
    const [samePrice] = await answersFor([
      {
        standard: 1_000,
        history: [
          { daysAgo: 60, price: 800 },
          { daysAgo: 20, price: 900 },
          { daysAgo: 12, price: 800 },
          { daysAgo: 4, price: 800 }, // a new row at the same price: the prior price is not above it
        ],
      },
    ]);
    expect(samePrice).toEqual({ prior: 800, discount: 0 });
  });

  it('shows no discount after a price increase, even below the standard price', async () => {
    const [raisedToStandard, raisedBelowStandard, promotionEnded] = await answersFor([
      {
        standard: 1_000,
        history: [
          { daysAgo: 60, price: 800 },
          { daysAgo: 10, price: 1_000 },
        ],
      },
      {
        standard: 1_200,
        history: [
          { daysAgo: 60, price: 800 },
          { daysAgo: 10, price: 1_000 },
        ],
      },
      {
        standard: 1_000,
        history: [
          { daysAgo: 60, price: 1_000 },
          { daysAgo: 20, price: 850 },
          { daysAgo: 8, price: 1_000 },
        ],
      },
    ]);
    // The prior price is not above the final price: no reduction, so no badge (no fake discounts).
    expect(raisedToStandard).toEqual({ prior: 800, discount: 0 });
    expect(raisedBelowStandard).toEqual({ prior: 800, discount: 0 });
    expect(promotionEnded).toEqual({ prior: 850, discount: 0 });
  });
});
