import { type Checkout, CheckoutSchema, type OrderCreated, OrderCreatedSchema } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { SLOVAK_BUYER } from '@stride/rules/testing';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type CartAnswer, sendCart } from './cart-requests';
import { HOST } from './test-app';

export { SLOVAK_BUYER };

/** The checkout of a 200 answer, parsed with the contract's schema. */
export function checkoutOf(answer: CartAnswer): Checkout {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CheckoutSchema.parse(answer.body);
}

/**
 * A pickup point of the shop's country written straight into the table (the seed's Packeta feed is
 * another test's business): its id.
 */
export async function aPickupPoint(database: DatabaseHandle, id: number, country: 'sk' | 'cz' | 'hu' = 'sk') {
  await database.query(
    `INSERT INTO pickup_points (id, country, name, place, street, city, zip, opening_hours, search_text)
     VALUES ($1::int, $2, 'Z-BOX Test ' || $1::text, 'Z-BOX', 'Testovacia 1', 'Bratislava', '811 01', '{"1":"00:00–23:59"}', 'bratislava 81101')
     ON CONFLICT (id) DO NOTHING`,
    [id, country],
  );
  return id;
}

/** Chooses delivery and payment, gives the contact, and checks the checkout says it is complete. */
export async function readyToOrder(
  app: FastifyInstance,
  cookie: string,
  choice: { delivery: string; payment: string; pickupPointId?: number; storeId?: number },
  contact: Record<string, unknown> = SLOVAK_BUYER,
  host: string = HOST.sk,
): Promise<Checkout> {
  checkoutOf(await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', { cookie, host, body: choice }));
  const checkout = checkoutOf(
    await sendCart(app, 'POST', '/api/lib/v1/cart/contact', { cookie, host, body: { contact } }),
  );
  expect(checkout.complete, JSON.stringify(checkout.choice)).toBe(true);
  return checkout;
}

/** POST /order/create as the storefront sends it; with an Idempotency-Key when given. */
export async function sendOrder(
  app: FastifyInstance,
  cookie: string,
  { host = HOST.sk, key }: { host?: string; key?: string } = {},
): Promise<CartAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/lib/v1/order/create',
    headers: { host, cookie: `cart=${cookie}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
  return { status: response.statusCode, body: response.json(), setCookie: undefined };
}

export function orderOf(answer: CartAnswer): OrderCreated {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return OrderCreatedSchema.parse(answer.body);
}
