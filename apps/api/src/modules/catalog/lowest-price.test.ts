import { ProductListResponseSchema } from '@stride/contract';
import { LOWEST_PRICE_DAYS } from '@stride/rules';
import { describe, expect, it } from 'vitest';
import { get, HOST, useTestApp } from '../../test-support/test-app';

// This file rewrites the price history of products, so it has a database of its own.
const testApp = useTestApp();

/** Replaces a product's Slovak price history with rows `daysAgo` before today (negative: future). */
async function setHistory(productId: number, rows: { daysAgo: number; price: number }[]): Promise<void> {
  const { database } = testApp();
  await database.transaction(async (query) => {
    const [sk] = await query<{ id: number }>(`SELECT id FROM web_instances WHERE locale = 'sk'`);
    await query('DELETE FROM price_history WHERE product_id = $1 AND web_instance_id = $2', [productId, sk?.id]);
    for (const row of rows) {
      await query(
        'INSERT INTO price_history (product_id, web_instance_id, final_price, valid_from) VALUES ($1, $2, $3, current_date - $4::int)',
        [productId, sk?.id, row.price, row.daysAgo],
      );
    }
  });
}

async function lowestOf(productId: number): Promise<number | null | undefined> {
  const response = await get(
    testApp().app,
    `/api/lib/v1/products?productIds=${productId}&fields=lowestPrice30DaysData`,
    {
      host: HOST.sk,
    },
  );
  const body = ProductListResponseSchema.parse(response.body);
  return body.items[0]?.lowestPrice30DaysData?.price ?? null;
}

async function pricedProducts(count: number): Promise<number[]> {
  const rows = await testApp().database.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id
       JOIN web_instances w ON w.id = pr.web_instance_id AND w.locale = 'sk' ORDER BY p.id LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

describe(`lowest price of the last ${LOWEST_PRICE_DAYS} days`, () => {
  it('counts the price in effect when the window opened, every change since, and nothing in the future', async () => {
    const [a, b, c, d, e] = await pricedProducts(5);
    const start = LOWEST_PRICE_DAYS;
    // A change exactly on the window's first day replaces the older price from that day on.
    await setHistory(a as number, [
      { daysAgo: start + 10, price: 1_000 },
      { daysAgo: start, price: 1_900 },
      { daysAgo: 10, price: 2_200 },
      { daysAgo: -1, price: 500 },
    ]);
    // The price in effect at the window's start was set long before it and is the lowest.
    await setHistory(b as number, [
      { daysAgo: start + 15, price: 700 },
      { daysAgo: 20, price: 800 },
      { daysAgo: 0, price: 900 },
    ]);
    // Every change lies inside the window.
    await setHistory(c as number, [
      { daysAgo: 5, price: 1_500 },
      { daysAgo: 3, price: 1_200 },
      { daysAgo: 1, price: 1_300 },
    ]);
    // Only a future price: nothing to show yet.
    await setHistory(d as number, [{ daysAgo: -3, price: 100 }]);
    // Older changes than the one in effect at the window's start do not count.
    await setHistory(e as number, [
      { daysAgo: start + 40, price: 100 },
      { daysAgo: start + 1, price: 2_000 },
    ]);
    expect(await lowestOf(a as number)).toBe(1_900);
    expect(await lowestOf(b as number)).toBe(700);
    expect(await lowestOf(c as number)).toBe(1_200);
    expect(await lowestOf(d as number)).toBeNull();
    expect(await lowestOf(e as number)).toBe(2_000);
  });
});
