import { type Cart, CartSchema, ErrorResponseSchema } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { HOST } from './test-app';

/** A cart answer as a test reads it: status, JSON body and the cookie it set, if any. */
export type CartAnswer = { status: number; body: unknown; setCookie: string | undefined };

/** A cart request as the storefront's proxy sends it: the shop's Host, the cart cookie when there is one. */
export async function sendCart(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { body, cookie, host = HOST.sk }: { body?: unknown; cookie?: string; host?: string } = {},
): Promise<CartAnswer> {
  const response = await app.inject({
    method,
    url,
    headers: { host, ...(cookie ? { cookie: `cart=${cookie}` } : {}) },
    ...(body === undefined ? {} : { payload: body as string }),
  });
  return { status: response.statusCode, body: response.json(), setCookie: [response.headers['set-cookie']].flat()[0] };
}

/** The cart of a 200 answer, parsed with the contract's schema. */
export function cartOf(answer: CartAnswer): Cart {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CartSchema.parse(answer.body);
}

/** The token of the cart cookie an answer set. */
export function tokenOf(answer: CartAnswer): string {
  const match = /^cart=([^;]+)/.exec(answer.setCookie ?? '');
  if (!match?.[1]) throw new Error(`no cart cookie in ${answer.setCookie}`);
  return match[1];
}

/** A size on sale, with its product, today's prices and the pieces that ship, as the database holds them. */
export type SizeForSaleRow = { sizeId: number; productId: number; price: number; standard: number; stock: number };

/**
 * Sizes on sale in a web instance with at least `minStock` pieces that ship, read straight from the
 * database: tests compute their expected sums from these rows, not with the cart's code. `pricing`
 * keeps sizes at full price or on sale only; `from`/`to` bound the price (minor units).
 */
export async function sizesForSale(
  database: DatabaseHandle,
  {
    webInstanceId = 1,
    minStock = 1,
    pricing = 'any',
    from = 0,
    to = 2_147_483_647,
  }: { webInstanceId?: number; minStock?: number; pricing?: 'any' | 'full' | 'sale'; from?: number; to?: number } = {},
): Promise<SizeForSaleRow[]> {
  return database.query<SizeForSaleRow>(
    `SELECT s.id AS "sizeId", s.product_id AS "productId", pr.final_price AS price, pr.standard_price AS standard,
            sum(st.quantity)::int AS stock
     FROM product_sizes s
     JOIN products p ON p.id = s.product_id AND p.status = 'on_sale'
     JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = $1
     JOIN stock st ON st.size_id = s.id
     JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
     WHERE pr.final_price BETWEEN $3 AND $4
       AND ($5 = 'any' OR ($5 = 'sale') = (pr.final_price < pr.standard_price))
     GROUP BY s.id, s.product_id, pr.final_price, pr.standard_price
     HAVING sum(st.quantity) >= $2
     ORDER BY s.id LIMIT 5`,
    [webInstanceId, minStock, from, to, pricing],
  );
}

/** The first of sizesForSale's rows; a test that finds none fails saying what it looked for. */
export async function aSizeForSale(
  database: DatabaseHandle,
  filter: Parameters<typeof sizesForSale>[1] = {},
): Promise<SizeForSaleRow> {
  const [row] = await sizesForSale(database, filter);
  if (!row) throw new Error(`no size for sale matching ${JSON.stringify(filter)}`);
  return row;
}

/** The message of a refused cart change, after checking its status and that it names `field`. */
export function fieldMessageOf(answer: CartAnswer, status: number, field: string): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [message] = ErrorResponseSchema.parse(answer.body).messages;
  expect(message?.field).toBe(field);
  return message?.message ?? '';
}

/** A new cart (in the Slovak shop unless `host` says) with one piece of each size; its token. */
export async function cartWith(
  app: FastifyInstance,
  sizes: readonly Pick<SizeForSaleRow, 'sizeId' | 'productId'>[],
  host: string = HOST.sk,
): Promise<string> {
  const answer = await sendCart(app, 'POST', '/api/lib/v1/cart', {
    host,
    body: { items: sizes.map((size) => ({ count: 1, sizeId: size.sizeId, productId: size.productId })) },
  });
  cartOf(answer);
  return tokenOf(answer);
}
