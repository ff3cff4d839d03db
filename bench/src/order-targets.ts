// The orders rows of the bench (issue 12 §6): buyers ordering, each order from a cart of its own made
// here, as a shopper makes it (add, delivery and payment, contact), beside a bare insert transaction
// on the same database. An order closes its cart, so every request is asked once (a fixed amount).

import { CheckoutSchema } from '@stride/contract';
import { SLOVAK_BUYER } from '@stride/rules/testing';
import pg from 'pg';
import type { LoadFigures, RotatedRequest } from './load';
import { measurePgClients } from './plain-sql';

/** A size of a product, as an order's cart holds it. */
type SizeForSale = { sizeId: number; productId: number };

/**
 * Gives the sizes plenty of pieces in the first store that ships, so that the orders measure
 * ordering, not running out (the seed holds a few pieces a size).
 */
export async function stockUp(databaseUrl: string, sizes: readonly SizeForSale[], pieces: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO stock (size_id, operation_unit_id, quantity)
       SELECT size_id, (SELECT min(id) FROM operation_units WHERE ships_online), $2
       FROM unnest($1::int[]) AS size_id
       ON CONFLICT (size_id, operation_unit_id) DO UPDATE SET quantity = excluded.quantity`,
      [sizes.map((size) => size.sizeId), pieces],
    );
  } finally {
    await client.end();
  }
}

async function send(origin: string, path: string, method: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** A cart of one piece of `size`, ready to order (courier, bank transfer, contact): its cookie header. */
async function cartReadyToOrder(origin: string, shop: Record<string, string>, size: SizeForSale): Promise<string> {
  const added = await send(origin, '/api/lib/v1/cart', 'POST', shop, { items: [{ count: 1, ...size }] });
  const token = added.headers
    .getSetCookie()
    .map((cookie) => /^cart=([^;]+)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);
  if (!token) throw new Error('POST /cart set no cart cookie');
  const headers = { ...shop, cookie: `cart=${token}` };
  await send(origin, '/api/lib/v1/cart/delivery', 'PUT', headers, { delivery: 'courier', payment: 'bank_transfer' });
  const checkout = CheckoutSchema.parse(
    await (await send(origin, '/api/lib/v1/cart/contact', 'POST', headers, { contact: SLOVAK_BUYER })).json(),
  );
  if (!checkout.complete) throw new Error('a bench cart is not ready to order');
  return `cart=${token}`;
}

/**
 * `count` order requests, each on a cart of its own, the carts' sizes taken in turn from `sizes`:
 * made 16 at a time before the row is measured.
 */
export async function orderRequests(
  origin: string,
  shop: Record<string, string>,
  sizes: readonly SizeForSale[],
  count: number,
): Promise<RotatedRequest[]> {
  const requests: RotatedRequest[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const index = next++;
        const size = sizes[index % sizes.length];
        if (!size) throw new Error('no size');
        const cookie = await cartReadyToOrder(origin, shop, size);
        requests[index] = { path: '/api/lib/v1/order/create', method: 'POST', headers: { cookie } };
      }
    }),
  );
  return requests;
}

/**
 * The baseline: `connections` pg clients each running BEGIN, one INSERT of an order-sized row,
 * COMMIT, back to back — what one committed write costs this database, with no api around it.
 */
export async function measureBareInserts(
  databaseUrl: string,
  connections: number,
  durationSeconds: number,
): Promise<LoadFigures> {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query(
    'CREATE UNLOGGED TABLE IF NOT EXISTS bench_bare_inserts (id bigserial PRIMARY KEY, body jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  );
  // Logged like the orders table, so each commit waits for its WAL flush as an order's does.
  await setup.query('ALTER TABLE bench_bare_inserts SET LOGGED');
  await setup.query('TRUNCATE bench_bare_inserts');
  await setup.end();
  const body = JSON.stringify({
    email: SLOVAK_BUYER.email,
    lines: [{ sizeId: 1, count: 1, price: 2490 }],
    total: 2980,
  });
  return measurePgClients(databaseUrl, connections, durationSeconds, async (client) => {
    await client.query('BEGIN');
    await client.query('INSERT INTO bench_bare_inserts (body) VALUES ($1)', [body]);
    await client.query('COMMIT');
  });
}
