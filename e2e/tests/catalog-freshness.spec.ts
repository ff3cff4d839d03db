import { withCatalogDatabase } from '../support/catalog-database';
import { STOREFRONTS, viaNode } from '../support/storefronts';
import { expect, test } from '../support/test';

const [sk] = STOREFRONTS;
/** The promise: a committed change shows on the cached pages that display it within 5 s. */
const FRESHNESS_MS = 5_000;

test('a price changed in the database shows on the cached category and product page within 5 s', async ({
  page,
  request,
}) => {
  const categoryPath = `/${sk.categorySegment}/${sk.shoesCategory}`;
  await page.goto(`${sk.origin}${categoryPath}`);
  const firstCard = page.getByTestId('product-card').first();
  const productHref = await firstCard.getByRole('link').first().getAttribute('href');
  expect(productHref).toBeTruthy();
  const productPath = productHref ?? '';
  const urlTitle = decodeURIComponent(productHref?.split('/').pop() ?? '');

  // Both pages are in the cache, fresh, before the change. A page an earlier journey cached over a
  // minute ago is served STALE once while it renders again in the background, then HIT.
  const get = (path: string) => {
    const { url, options } = viaNode(sk, path);
    return request.get(url, options);
  };
  for (const path of [categoryPath, productPath]) {
    await expect.poll(async () => (await get(path)).headers()['x-nextjs-cache'], { message: path }).toBe('HIT');
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
      for (const path of [productPath, categoryPath]) {
        await expect
          .poll(async () => (await (await get(path)).text()).includes(shown), {
            message: `${path} shows ${shown}`,
            timeout: FRESHNESS_MS - (Date.now() - changedAt),
            intervals: [200],
          })
          .toBe(true);
      }
      // And a browser sees it too, on the page it had already cached.
      await page.goto(`${sk.origin}${productPath}`);
      await expect(page.getByTestId('product-price').first()).toContainText(shown);
    } finally {
      await db.query(
        'UPDATE prices SET final_price = $1, standard_price = $2 WHERE product_id = $3 AND web_instance_id = $4',
        [before.final_price, before.standard_price, before.product_id, before.web_instance_id],
      );
      // The shop as this journey found it, on its pages too, before the next journey reads them.
      for (const path of [productPath, categoryPath]) {
        await expect
          .poll(async () => (await (await get(path)).text()).includes(shown), {
            message: `${path} no longer shows ${shown}`,
            intervals: [200],
          })
          .toBe(false);
      }
    }
  });
});
