import pg from 'pg';
import { LISTING_PAGE_SIZE, type ListingTarget } from './listing-target';
import { type LoadFigures, quantile } from './load';

/**
 * What the api's filtered listing answers (its in-memory listing index, decision 6), written out as
 * one plain SQL query: the page of ids of a category and its
 * subcategories, one brand, one size in stock online, cheapest first. Same joins, same EXISTS
 * subqueries, same order and limit; only the total (which the api reuses for 5 s) is left out.
 */
function listingSql(categoryIds: readonly number[]): string {
  const categoryList = categoryIds.map((_, i) => `$${i + 4}`).join(', ');
  return `SELECT p.id FROM products p
  JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = $1
  WHERE p.status <> 'retired'
    AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (${categoryList}))
    AND EXISTS (SELECT 1 FROM (SELECT b.url_name AS value, b.name FROM brands b WHERE b.id = p.brand_id) AS product_value
      WHERE product_value.value IN ($2))
    AND EXISTS (SELECT 1 FROM (SELECT DISTINCT trim(both '-' from regexp_replace(lower(s.name), '[^a-z0-9.]+', '-', 'g')) AS value, s.name
        FROM product_sizes s
        JOIN stock st ON st.size_id = s.id AND st.quantity > 0
        JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
      WHERE s.product_id = p.id) AS product_value
      WHERE product_value.value IN ($3))
  ORDER BY pr.final_price ASC, p.id ASC
  LIMIT ${LISTING_PAGE_SIZE} OFFSET 0`;
}

export type PlainListing = { text: string; values: (string | number)[] };

/** The plain listing for the target in the Slovak web instance (the api's `sk.localhost`). */
export async function plainListing(databaseUrl: string, target: ListingTarget): Promise<PlainListing> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const instance = await client.query<{ id: number }>(`SELECT id FROM web_instances WHERE locale = 'sk'`);
    const webInstanceId = instance.rows[0]?.id;
    if (webInstanceId === undefined) throw new Error('no Slovak web instance');
    // The family as the api's category catalog computes it: the category and its visible descendants.
    const family = await client.query<{ id: number }>(
      `WITH RECURSIVE family AS (SELECT id FROM categories WHERE id = $1
         UNION ALL SELECT c.id FROM categories c JOIN family f ON c.parent_id = f.id WHERE c.visible)
       SELECT id FROM family`,
      [target.category.id],
    );
    const categoryIds = family.rows.map((row) => row.id);
    return {
      text: listingSql(categoryIds),
      values: [webInstanceId, target.brand, target.size, ...categoryIds],
    };
  } finally {
    await client.end();
  }
}

/** The first page's ids from one plain query. */
export async function plainPageIds(databaseUrl: string, listing: PlainListing): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ id: number }>(listing.text, listing.values)).rows.map((row) => Number(row.id));
  } finally {
    await client.end();
  }
}

/**
 * `connections` pg clients each run the query back to back for the duration; every query's time is
 * a sample. Clients use jit=off as the api's pool does, so the two run the same plan.
 */
export async function measurePlainSql(
  databaseUrl: string,
  listing: PlainListing,
  connections: number,
  durationSeconds: number,
): Promise<LoadFigures> {
  return measurePgClients(databaseUrl, connections, durationSeconds, async (client) => {
    await client.query(listing.text, listing.values);
  });
}

/**
 * `connections` pg clients each run `work` back to back for the duration; every run's time is a
 * sample, and a run that throws is counted as an error.
 */
export async function measurePgClients(
  databaseUrl: string,
  connections: number,
  durationSeconds: number,
  work: (client: pg.Client) => Promise<void>,
): Promise<LoadFigures> {
  const clients = Array.from(
    { length: connections },
    () => new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          try {
            await work(client);
            samples.push(performance.now() - t0);
          } catch {
            errors++;
          }
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    reqPerSec: round(samples.length / elapsedSeconds),
    p50: round(quantile(samples, 0.5)),
    p95: round(quantile(samples, 0.95)),
    p99: round(quantile(samples, 0.99)),
    errors,
    non2xx: 0,
  };
}
