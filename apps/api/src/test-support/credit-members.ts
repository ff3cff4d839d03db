import { type Cart, CartSchema, type OrderCreated, OrderCreatedSchema } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { SLOVAK_BUYER } from '@stride/rules/testing';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { confirmPayment } from '../modules/payments/service';
import { Browser, newEmail, signUp } from './account-requests';
import { aPickupPoint } from './checkout-requests';
import { HOST } from './test-app';

/**
 * Members with credits, as the credits tests drive them: a browser signed up in a shop (its session
 * and cart cookies kept), credits given by writing ledger rows with SQL (the ledger's trigger keeps
 * the balance), and what the database holds of them read back with SQL.
 */

export type Member = { browser: Browser; userId: number };

/** A new member of the shop at `host`, logged in in a browser of their own. */
export async function aMember(app: FastifyInstance, database: DatabaseHandle, host: string = HOST.sk): Promise<Member> {
  const browser = new Browser(app, host);
  const email = newEmail('kredity');
  await signUp(browser, email);
  const [user] = await database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!user) throw new Error(`aMember: no user ${email}`);
  return { browser, userId: user.id };
}

/** Gives the member credits by a ledger row of their own (as an order's earning would). */
export async function giveCredits(database: DatabaseHandle, userId: number, amount: number): Promise<void> {
  await database.query(`INSERT INTO credit_ledger (user_id, delta, reason) VALUES ($1, $2, 'earned')`, [
    userId,
    amount,
  ]);
}

/** The member's balance row (what every credit move locks) and the sum of their ledger, which must agree. */
export async function creditState(database: DatabaseHandle, userId: number) {
  const [row] = await database.query<{ balance: number | null; ledger: number; rows: number }>(
    `SELECT (SELECT balance FROM credit_balances WHERE user_id = $1) AS balance,
            coalesce((SELECT sum(delta) FROM credit_ledger WHERE user_id = $1), 0)::int AS ledger,
            (SELECT count(*) FROM credit_ledger WHERE user_id = $1)::int AS rows`,
    [userId],
  );
  return { balance: row?.balance ?? 0, ledger: row?.ledger ?? 0, rows: row?.rows ?? 0 };
}

/** Marks one of the member's orders paid, as a card payment would have (the first purchase). */
export async function aPaidOrderOf(database: DatabaseHandle, userId: number): Promise<void> {
  const [cart] = await database.query<{ id: number }>(
    `INSERT INTO carts (web_instance_id, access_token_hash, status, user_id)
     VALUES (1, md5(random()::text), 'ordered', $1) RETURNING id`,
    [userId],
  );
  await database.query(
    `INSERT INTO orders (web_instance_id, order_number, access_token_hash, cart_id, user_id, status, email, firstname,
       surname, phone, street, city, zip, country, delivery_type, payment_type, terms_accepted_at, currency, vat_rate,
       items_total, total_sum, to_pay, vat, paid_at)
     VALUES (1, 'P' || $1::text || floor(random() * 1e6)::text, md5(random()::text), $2, $1::int, 'paid', 'a@example.sk',
       'A', 'B', '+421900000000', 'S 1', 'C', '81101', 'sk', 'courier', 'card', now(), 'EUR', 23, 1000, 1000, 1000,
       '[]'::jsonb, now())`,
    [userId, cart?.id],
  );
}

/** The ledger rows of an order, by reason. */
export async function ledgerOfOrder(database: DatabaseHandle, orderNumber: string) {
  return database.query<{ reason: string; delta: number }>(
    `SELECT reason, delta FROM credit_ledger
     WHERE order_id = (SELECT id FROM orders WHERE order_number = $1) ORDER BY id`,
    [orderNumber],
  );
}

/** A browser's request answered with the cart, parsed with the contract's schema. */
export async function cartRequest(
  browser: Browser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<Cart> {
  const answer = await browser.send(method, url, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CartSchema.parse(answer.body);
}

/** Puts one piece of each size in the browser's cart. */
export function addToCart(browser: Browser, sizes: readonly { sizeId: number; productId: number }[]) {
  return cartRequest(browser, 'POST', '/api/lib/v1/cart', {
    items: sizes.map((size) => ({ count: 1, sizeId: size.sizeId, productId: size.productId })),
  });
}

/** Checks out the browser's cart to a pickup point (Slovak shop) and orders it; card or bank transfer. */
export async function orderFromBrowser(
  browser: Browser,
  database: DatabaseHandle,
  payment: 'card' | 'bank_transfer' = 'bank_transfer',
): Promise<OrderCreated> {
  const pickupPointId = await aPickupPoint(database, 900777);
  const chosen = await browser.send('PUT', '/api/lib/v1/cart/delivery', {
    delivery: 'pickup_point',
    payment,
    pickupPointId,
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const contact = await browser.send('POST', '/api/lib/v1/cart/contact', { contact: SLOVAK_BUYER });
  expect(contact.status, JSON.stringify(contact.body)).toBe(200);
  const order = await browser.send('POST', '/api/lib/v1/order/create');
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return OrderCreatedSchema.parse(order.body);
}

/**
 * Pays a card order as the gateway would: its transaction is marked PAID at the app's test gateway
 * and the shop asks for the status, as on the gateway's notification. The app must be listening (the
 * gateway is its own routes).
 */
export async function payCardOrder(app: FastifyInstance, database: DatabaseHandle, orderNumber: string) {
  const [payment] = await database.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM payments WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)
     ORDER BY id DESC LIMIT 1`,
    [orderNumber],
  );
  if (!payment) throw new Error(`order ${orderNumber} has no card payment`);
  await database.query(`UPDATE test_gateway_transactions SET status = 'PAID' WHERE transaction_id = $1`, [
    payment.transaction_id,
  ]);
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return confirmPayment(
    database,
    { gateway: app.cardGateway, log, nudgeMail: () => app.mailOutbox.nudge() },
    payment.transaction_id,
  );
}
