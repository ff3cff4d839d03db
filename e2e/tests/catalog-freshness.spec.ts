import { expect, test } from '@playwright/test';
import { withCatalogDatabase } from '../support/catalog-database';
import { STOREFRONTS } from '../support/storefronts';

const [sk] = STOREFRONTS;
/** The promise: a committed change shows on the cached pages that display it within 5 s. */
const FRESHNESS_MS = 5_000;

test('a price changed in the database shows on the cached category and product page within 5 s', async ({
  page,
  request,
}) => {
  const categoryUrl = `${sk.origin}/${sk.categorySegment}/bezecka-obuv`;
  await page.goto(categoryUrl);
  const firstCard = page.getByTestId('product-card').first();
  const productHref = await firstCard.getByRole('link').first().getAttribute('href');
  expect(productHref).toBeTruthy();
  const productUrl = `${sk.origin}${productHref}`;
  const urlTitle = decodeURIComponent(productHref?.split('/').pop() ?? '');

  // Both pages are in the cache before the change.
  for (const url of [categoryUrl, productUrl]) {
    await request.get(url);
    expect((await request.get(url)).headers()['x-nextjs-cache'], url).toBe('HIT');
  }

  await withCatalogDatabase(async (db) => {
    const { rows } = await db.query<{
      product_id: number;
      web_instance_id: number;
      final_price: number;
      standard_price: number;
    }>(
      `SELECT p.product_id, p.web_instance_id, p.final_price, p.standard_price
         FROM prices p
         JOIN product_translations t ON t.product_id = p.product_id AND t.locale = 'sk'
         JOIN web_instances w ON w.id = p.web_instance_id AND w.locale = 'sk'
        WHERE t.url_title = $1`,
      [urlTitle],
    );
    const before = rows[0];
    expect(before, `the price row of ${urlTitle}`).toBeDefined();
    if (!before) return;
    // A price no seeded product has, as the Slovak shop prints it.
    const newPrice = 777_77;
    const shown = '777,77\u00a0€';
    try {
      const changedAt = Date.now();
      await db.query(
        'UPDATE prices SET final_price = $1, standard_price = $1 WHERE product_id = $2 AND web_instance_id = $3',
        [newPrice, before.product_id, before.web_instance_id],
      );
      for (const url of [productUrl, categoryUrl]) {
        await expect
          .poll(async () => (await (await request.get(url)).text()).includes(shown), {
            message: `${url} shows ${shown}`,
            timeout: FRESHNESS_MS - (Date.now() - changedAt),
            intervals: [200],
          })
          .toBe(true);
      }
      // And a browser sees it too, on the page it had already cached.
      await page.goto(productUrl);
      await expect(page.getByTestId('product-price').first()).toContainText(shown);
    } finally {
      await db.query(
        'UPDATE prices SET final_price = $1, standard_price = $2 WHERE product_id = $3 AND web_instance_id = $4',
        [before.final_price, before.standard_price, before.product_id, before.web_instance_id],
      );
    }
  });
});
