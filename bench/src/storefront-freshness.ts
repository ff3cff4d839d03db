import { formatMoney } from '@stride/i18n';
import pg from 'pg';
import type { ShopPages } from './shop-pages';

export type FreshnessResult =
  | { measured: true; rounds: number; delaysMs: number[]; medianMs: number; maxMs: number }
  | { measured: false; reason: string };

/**
 * How long a committed price change takes to show on the cached product and category pages: the
 * price of the measured product is set to a new amount in the database, and both pages are asked
 * every 50 ms until they show it. The api must run on the PostgreSQL database given (PGlite belongs
 * to the api process, so nothing else can write to it).
 */
export async function measureFreshness(
  databaseUrl: string | undefined,
  pages: ShopPages,
  getPage: (path: string) => Promise<string>,
  rounds = 5,
): Promise<FreshnessResult> {
  if (!databaseUrl) return { measured: false, reason: 'the pages stack runs on PGlite (no PostgreSQL answered)' };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const where = `product_id = $1 AND web_instance_id = (SELECT id FROM web_instances WHERE locale = 'sk')`;
  const { rows } = await db.query<{ final_price: number; standard_price: number }>(
    `SELECT final_price, standard_price FROM prices WHERE ${where}`,
    [pages.product.id],
  );
  const before = rows[0];
  if (!before) throw new Error(`no sk price row for product ${pages.product.id}`);
  const delaysMs: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      // Warm: both pages are in the cache before the change.
      for (const path of [pages.productPath, pages.categoryPath]) await getPage(path);
      const price = 900_00 + round * 111 + 7;
      const shown = formatMoney(price, 'EUR', 'sk');
      const committedAt = performance.now();
      await db.query(`UPDATE prices SET final_price = $2, standard_price = $2 WHERE ${where}`, [
        pages.product.id,
        price,
      ]);
      const waiting = new Set([pages.productPath, pages.categoryPath]);
      while (waiting.size > 0) {
        if (performance.now() - committedAt > 120_000) throw new Error(`${shown} did not show within 2 minutes`);
        for (const path of [...waiting]) if ((await getPage(path)).includes(shown)) waiting.delete(path);
        if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      delaysMs.push(Math.round(performance.now() - committedAt));
    }
  } finally {
    await db.query(`UPDATE prices SET final_price = $2, standard_price = $3 WHERE ${where}`, [
      pages.product.id,
      before.final_price,
      before.standard_price,
    ]);
    await db.end();
  }
  const sorted = [...delaysMs].sort((a, b) => a - b);
  return {
    measured: true,
    rounds,
    delaysMs,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
