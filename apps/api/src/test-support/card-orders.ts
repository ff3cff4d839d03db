import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';

/**
 * A card order written with plain SQL, for the payment tests: just what paying it reads (its shop,
 * number, amount, currency, e-mail, status and deadline), without going through checkout.
 */
export type CardOrder = { id: number; orderNumber: string; token: string; toPay: number; currency: string };

export type CardOrderOptions = {
  locale?: Locale;
  /** In minor units of the shop's currency. */
  toPay?: number;
  paymentType?: 'card' | 'bank_transfer' | 'cash_on_delivery' | 'in_store';
  status?: 'new' | 'paid' | 'cancelled';
  /** Minutes from now until the payment deadline; negative: already past. */
  deadlineInMinutes?: number;
};

export async function insertCardOrder(database: DatabaseHandle, options: CardOrderOptions = {}): Promise<CardOrder> {
  const token = randomBytes(32).toString('base64url');
  const orderNumber = `T${randomInt(10_000_000, 99_999_999)}`;
  const toPay = options.toPay ?? 12_990;
  const status = options.status ?? 'new';
  return database.rawTransaction(async (query) => {
    const [shop] = await query<{ id: number; currency: string; vat_rate: string }>(
      'SELECT id, currency, vat_rate FROM web_instances WHERE locale = $1',
      [options.locale ?? 'sk'],
    );
    if (!shop) throw new Error(`no web instance ${options.locale}`);
    const [cart] = await query<{ id: number }>(
      `INSERT INTO carts (web_instance_id, access_token_hash, status) VALUES ($1, $2, 'ordered') RETURNING id`,
      [shop.id, randomBytes(32).toString('hex')],
    );
    const [order] = await query<{ id: number }>(
      `INSERT INTO orders (
         web_instance_id, order_number, access_token_hash, cart_id, status, email, firstname, surname, phone,
         street, city, zip, country, delivery_type, payment_type, terms_accepted_at, currency, vat_rate,
         items_total, total_sum, to_pay, vat, payment_deadline, cancelled_at
       ) VALUES (
         $1, $2, $3, $4, $5, 'bezec@example.sk', 'Jana', 'Nováková', '+421 900 000 000',
         'Obchodná 12', 'Bratislava', '811 06', 'sk', 'courier', $6, now(), $7, $8,
         $9, $9, $9, '[]'::jsonb, now() + make_interval(mins => $10), $11
       ) RETURNING id`,
      [
        shop.id,
        orderNumber,
        createHash('sha256').update(token).digest('hex'),
        cart?.id,
        status,
        options.paymentType ?? 'card',
        shop.currency,
        shop.vat_rate,
        toPay,
        options.deadlineInMinutes ?? 30,
        status === 'cancelled' ? new Date() : null,
      ],
    );
    if (!order) throw new Error('insertCardOrder: no order row');
    return { id: order.id, orderNumber, token, toPay, currency: shop.currency };
  });
}

/** An order's status and paid time, and its payments' transactions and statuses (oldest first). */
export async function paymentState(database: DatabaseHandle, orderId: number) {
  const [order] = await database.query<{ status: string; paid_at: Date | null }>(
    'SELECT status, paid_at FROM orders WHERE id = $1',
    [orderId],
  );
  const payments = await database.query<{ transaction_id: string; status: string; amount: number }>(
    'SELECT transaction_id, status, amount FROM payments WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return { order, payments };
}
