import { randomBytes } from 'node:crypto';
import type { Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';

/**
 * Orders written with plain SQL, as the order e-mails read them: the test decides every amount, so
 * the expected e-mail is worked out by hand. Not the order api (that is checkout's own tests).
 */
export type TestOrder = {
  locale: Locale;
  orderNumber: string;
  email: string;
  firstname: string;
  surname: string;
  companyName?: string;
  street: string;
  city: string;
  zip: string;
  country: string;
  deliveryType: 'courier' | 'pickup_point' | 'store';
  paymentType: 'card' | 'bank_transfer' | 'cash_on_delivery' | 'in_store';
  pickupPoint?: string;
  pickupStoreId?: number;
  deliveryAddress?: { firstname: string; surname: string; street: string; city: string; zip: string; country: string };
  itemsTotal: number;
  shippingPrice?: number;
  paymentPrice?: number;
  discountTotal?: number;
  isicDiscount?: number;
  totalSum: number;
  voucherPaid?: number;
  toPay: number;
  vat: { ratePercent: number; netMinor: number; vatMinor: number; grossMinor: number }[];
  status?: 'new' | 'paid';
  paidAt?: Date;
  paymentDeadline?: Date;
  createdAt: Date;
  lines: { name: string; sizeName: string; unitPrice: number; count: number }[];
};

/**
 * A guest order of the Slovak shop placed with `email` (no account), one shoe by courier and bank
 * transfer: what the account tests join to an account once its e-mail is verified.
 */
export function aGuestOrder(email: string, orderNumber: string): TestOrder {
  return {
    locale: 'sk',
    orderNumber,
    email,
    firstname: 'Jana',
    surname: 'Horváthová',
    street: 'Hlavná 12',
    city: 'Bratislava',
    zip: '811 01',
    country: 'sk',
    deliveryType: 'courier',
    paymentType: 'bank_transfer',
    itemsTotal: 12_990,
    shippingPrice: 390,
    totalSum: 13_380,
    toPay: 13_380,
    vat: [{ ratePercent: 23, netMinor: 10_878, vatMinor: 2_502, grossMinor: 13_380 }],
    createdAt: new Date('2026-11-20T10:00:00Z'),
    lines: [{ name: 'Bežecká obuv Rýchlik', sizeName: '42', unitPrice: 12_990, count: 1 }],
  };
}

/** Writes the order, its cart and its lines; returns the order's id. */
export async function insertTestOrder(database: DatabaseHandle, order: TestOrder): Promise<number> {
  return database.rawTransaction(async (query) => {
    const [shop] = await query<{ id: number; currency: string; vat_rate: string }>(
      'SELECT id, currency, vat_rate FROM web_instances WHERE locale = $1',
      [order.locale],
    );
    if (!shop) throw new Error(`no web instance ${order.locale}`);
    const [cart] = await query<{ id: number }>(
      `INSERT INTO carts (web_instance_id, access_token_hash, status) VALUES ($1, $2, 'ordered') RETURNING id`,
      [shop.id, randomBytes(32).toString('hex')],
    );
    const [row] = await query<{ id: number }>(
      `INSERT INTO orders (
         web_instance_id, order_number, access_token_hash, cart_id, status, email, firstname, surname, phone,
         street, city, zip, country, company_name, delivery_type, payment_type, pickup_point, pickup_store_id,
         delivery_address, terms_accepted_at, currency, vat_rate, items_total, shipping_price, payment_price,
         discount_total, isic_discount, total_sum, voucher_paid, to_pay, vat, payment_deadline, paid_at, created_at
       ) VALUES (
         $1, $2, $3, $4, $5, $6, $7, $8, '+421 900 000 000',
         $9, $10, $11, $12, $13, $14, $15, $16, $17,
         $18::jsonb, $19, $20, $21, $22, $23, $24,
         $25, $26, $27, $28, $29, $30::jsonb, $31, $32, $19
       ) RETURNING id`,
      [
        shop.id,
        order.orderNumber,
        randomBytes(32).toString('hex'),
        cart?.id,
        order.status ?? 'new',
        order.email,
        order.firstname,
        order.surname,
        order.street,
        order.city,
        order.zip,
        order.country,
        order.companyName ?? null,
        order.deliveryType,
        order.paymentType,
        order.pickupPoint ?? null,
        order.pickupStoreId ?? null,
        order.deliveryAddress ? JSON.stringify(order.deliveryAddress) : null,
        order.createdAt.toISOString(),
        shop.currency,
        shop.vat_rate,
        order.itemsTotal,
        order.shippingPrice ?? 0,
        order.paymentPrice ?? 0,
        order.discountTotal ?? 0,
        order.isicDiscount ?? 0,
        order.totalSum,
        order.voucherPaid ?? 0,
        order.toPay,
        JSON.stringify(order.vat),
        order.paymentDeadline?.toISOString() ?? null,
        order.paidAt?.toISOString() ?? null,
      ],
    );
    if (!row) throw new Error('the order was not written');
    for (const line of order.lines) {
      await query(
        `INSERT INTO order_items (order_id, name, size_name, unit_price, vat_rate, count, total_price, earns_credits)
         VALUES ($1, $2, $3, $4, $5, $6, $7, false)`,
        [row.id, line.name, line.sizeName, line.unitPrice, shop.vat_rate, line.count, line.unitPrice * line.count],
      );
    }
    return row.id;
  });
}

/** Writes a withdrawal from an order, received at `createdAt`; returns its id. */
export async function insertTestWithdrawal(
  database: DatabaseHandle,
  { orderId, email, createdAt }: { orderId: number; email: string; createdAt: Date },
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    'INSERT INTO withdrawals (order_id, email, created_at) VALUES ($1, $2, $3) RETURNING id',
    [orderId, email, createdAt.toISOString()],
  );
  if (!row) throw new Error('the withdrawal was not written');
  return row.id;
}

/** The outbox rows, oldest first, as a test reads them. */
export type OutboxRow = {
  id: number;
  kind: string;
  attempts: number;
  sent: boolean;
  lastError: string | null;
  /** Seconds from the database's now to the row's next attempt (negative: due). */
  dueInSeconds: number;
};

export async function outboxRows(database: DatabaseHandle): Promise<OutboxRow[]> {
  return database.query<OutboxRow>(
    `SELECT id, kind, attempts, sent_at IS NOT NULL AS sent, last_error AS "lastError",
            extract(epoch FROM next_attempt_at - now())::float8 AS "dueInSeconds"
       FROM mail_outbox ORDER BY id`,
  );
}

/** Time passes for the outbox: every unsent row is due now (as if its retry delay had run out). */
export async function makeOutboxDue(database: DatabaseHandle): Promise<void> {
  await database.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE sent_at IS NULL');
}
