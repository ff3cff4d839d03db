import {
  asc,
  type Executor,
  eq,
  giftVouchers,
  mailOutbox,
  orderGiftVouchers,
  orders,
  sql,
  webInstances,
} from '@stride/db';

/**
 * Issuing the gift vouchers an order bought (decision 18), in the transaction that marks it paid, and
 * reading one for its e-mail. Each order line is issued once: `gift_vouchers.order_gift_voucher_id`
 * is unique and the insert skips a line already issued, and `mail_outbox.gift_voucher_id` is unique
 * too, so a PAID applied twice, even by two transactions at once, issues and mails nothing more.
 */

/** An order's voucher line to issue. */
export type LineToIssue = { lineId: number; value: number; sendOn: string | null };

/** The order's voucher lines, in the order they were bought. */
export async function linesToIssue(tx: Executor, orderId: number): Promise<LineToIssue[]> {
  return tx
    .select({ lineId: orderGiftVouchers.id, value: orderGiftVouchers.value, sendOn: orderGiftVouchers.sendOn })
    .from(orderGiftVouchers)
    .where(eq(orderGiftVouchers.orderId, orderId))
    .orderBy(asc(orderGiftVouchers.id));
}

/** A voucher to write: the line it is for, its code and expiry. */
export type VoucherToIssue = { lineId: number; code: string; expiresAt: Date };

/**
 * Writes the vouchers of the order's lines (balance = value, the line's dedication), skipping a line
 * that has its voucher already; returns the vouchers this call wrote, by line.
 */
export async function insertIssuedVouchers(
  tx: Executor,
  orderId: number,
  vouchers: readonly VoucherToIssue[],
): Promise<{ id: number; lineId: number }[]> {
  if (vouchers.length === 0) return [];
  const result = await tx.execute(sql`
    insert into ${giftVouchers} (web_instance_id, code, value, balance, dedication, purchase_order_id,
      order_gift_voucher_id, expires_at)
    select o.web_instance_id, v.code, l.value, l.value, l.dedication, o.id, l.id, v.expires_at
    from unnest(${sql.param(vouchers.map((v) => v.lineId))}::int[], ${sql.param(vouchers.map((v) => v.code))}::text[],
      ${sql.param(vouchers.map((v) => v.expiresAt.toISOString()))}::timestamptz[]) as v(line_id, code, expires_at)
    join ${orderGiftVouchers} l on l.id = v.line_id and l.order_id = ${orderId}
    join ${orders} o on o.id = l.order_id
    order by l.id
    on conflict (order_gift_voucher_id) do nothing
    returning id, order_gift_voucher_id as "lineId"`);
  return (result as unknown as { rows: { id: number; lineId: number }[] }).rows;
}

/** One outbox e-mail per voucher, due at `dueAt` (its send date, or at once); a second is skipped. */
export async function enqueueVoucherMails(
  tx: Executor,
  orderId: number,
  mails: readonly { voucherId: number; dueAt: Date }[],
): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        kind: 'gift_voucher',
        orderId,
        giftVoucherId: mail.voucherId,
        nextAttemptAt: mail.dueAt,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.giftVoucherId });
}

/** A voucher as its e-mail shows it: code, value, expiry, dedication, design, who gets it, and the shop. */
export async function loadVoucherForMail(db: Executor, voucherId: number) {
  const [row] = await db
    .select({
      code: giftVouchers.code,
      value: giftVouchers.value,
      expiresAt: giftVouchers.expiresAt,
      dedication: orderGiftVouchers.dedication,
      design: orderGiftVouchers.design,
      recipientEmail: orderGiftVouchers.recipientEmail,
      recipientName: orderGiftVouchers.recipientName,
      buyerEmail: orders.email,
      buyerFirstname: orders.firstname,
      buyerSurname: orders.surname,
      currency: orders.currency,
      shop: {
        locale: webInstances.locale,
        name: webInstances.name,
        adminEmail: webInstances.adminEmail,
      },
    })
    .from(giftVouchers)
    .innerJoin(orderGiftVouchers, eq(orderGiftVouchers.id, giftVouchers.orderGiftVoucherId))
    .innerJoin(orders, eq(orders.id, orderGiftVouchers.orderId))
    .innerJoin(webInstances, eq(webInstances.id, orders.webInstanceId))
    .where(eq(giftVouchers.id, voucherId));
  return row ?? null;
}
export type VoucherForMail = NonNullable<Awaited<ReturnType<typeof loadVoucherForMail>>>;
