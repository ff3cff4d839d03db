import { createHash } from 'node:crypto';
import { ErrorResponseSchema, type Wishlist, WishlistSchema } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { expect } from 'vitest';

/** The wishlist of a 200 answer, parsed with the contract's schema. */
export function wishlistOf(answer: { status: number; body: unknown }): Wishlist {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return WishlistSchema.parse(answer.body);
}

/** The one message of a refused wishlist call, after checking its status and the field it names. */
export function refusalOf(answer: { status: number; body: unknown }, status: number, field: string | null): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [message, ...rest] = ErrorResponseSchema.parse(answer.body).messages;
  expect(rest).toEqual([]);
  expect(message?.field).toBe(field);
  return message?.message ?? '';
}

/**
 * Products of a web instance (priced there) read straight from the database, lowest id first, with
 * `status` when given; `skip` leaves out the first ones (so that tests sharing a database use
 * different products). Tests build their expected wishlists from these rows, not with its code.
 */
export async function productsOfShop(
  database: DatabaseHandle,
  {
    webInstanceId = 1,
    count = 3,
    skip = 0,
    status,
  }: { webInstanceId?: number; count?: number; skip?: number; status?: string } = {},
): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = $1
     WHERE $2::text IS NULL OR p.status::text = $2 ORDER BY p.id OFFSET $3 LIMIT $4`,
    [webInstanceId, status ?? null, skip, count],
  );
  if (rows.length < count)
    throw new Error(`only ${rows.length} products in web instance ${webInstanceId}, need ${count}`);
  return rows.map((row) => row.id);
}

/** Every wishlist and line in the database, to assert that a refused call changed nothing. */
export async function wishlistTables(database: DatabaseHandle): Promise<unknown[]> {
  return database.query(
    `SELECT w.id, w.web_instance_id, w.user_id, w.token_hash,
       coalesce((SELECT json_agg(json_build_object('id', i.id, 'product', i.product_id) ORDER BY i.id)
         FROM wishlist_items i WHERE i.wishlist_id = w.id), '[]'::json) AS lines
     FROM wishlists w ORDER BY w.id`,
  );
}

/** The SHA-256 (hex) of a token: what the database may keep of a cookie. */
export function sha256Of(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The wishlist row stored for a cookie's token, with its lines' products in the order added. */
export async function storedWishlistOfToken(
  database: DatabaseHandle,
  token: string,
): Promise<{ id: number; web_instance_id: number; user_id: number | null; products: number[] } | undefined> {
  const [row] = await database.query<{
    id: number;
    web_instance_id: number;
    user_id: number | null;
    products: number[];
  }>(
    `SELECT w.id, w.web_instance_id, w.user_id,
       coalesce((SELECT array_agg(i.product_id ORDER BY i.id) FROM wishlist_items i WHERE i.wishlist_id = w.id), '{}') AS products
     FROM wishlists w WHERE w.token_hash = $1`,
    [sha256Of(token)],
  );
  return row;
}
