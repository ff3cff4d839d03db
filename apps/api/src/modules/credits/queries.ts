import {
  and,
  asc,
  type CurrencyCode,
  coupons,
  creditBalances,
  creditLedger,
  desc,
  type Executor,
  eq,
  inArray,
  isNotNull,
  type LocaleCode,
  orderItems,
  orders,
  sql,
  webInstances,
} from '@stride/db';

/**
 * The credit ledger's reads and writes. Every transaction that moves credits locks the members'
 * `credit_balances` rows first (lockCreditBalances, in user id order), then reads the balance in a
 * later statement, then writes ledger rows; the ledger's insert trigger (migration 0021) adds each
 * delta to the balance in the same statement, and the balance's CHECK refuses one below zero.
 */

/** A member's balance as committed (0 for a member who never had credits). */
export async function creditBalanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Locks these members' balance rows until the transaction ends, in user id order (so two
 * transactions never wait on each other in a circle), making the row of a member who has none yet.
 * What the caller decides on must be read after this, in a statement of its own.
 */
export async function lockCreditBalances(tx: Executor, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .insert(creditBalances)
    .values(ids.map((userId) => ({ userId })))
    .onConflictDoNothing({ target: creditBalances.userId });
  await tx
    .select({ userId: creditBalances.userId })
    .from(creditBalances)
    .where(inArray(creditBalances.userId, ids))
    .orderBy(asc(creditBalances.userId))
    .for('update');
}

export type LedgerReason = 'earned' | 'earned_reversed' | 'spent' | 'spent_returned' | 'converted';

export type LedgerWrite = {
  userId: number;
  orderId: number | null;
  delta: number;
  reason: LedgerReason;
  couponId?: number | null;
};

/**
 * Writes ledger rows (their deltas reach the balances by the trigger). A row an order already has
 * for its reason is left as it is: (order, reason) is unique, so a repeat credits nothing twice.
 * Returns how many rows were written.
 */
export async function writeLedger(tx: Executor, rows: readonly LedgerWrite[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(creditLedger)
    .values(rows.map((row) => ({ ...row, couponId: row.couponId ?? null })))
    .onConflictDoNothing({ target: [creditLedger.orderId, creditLedger.reason] })
    .returning({ id: creditLedger.id });
  return written.length;
}

/** The ledger rows of these orders (what they spent, earned, returned, reversed). */
export async function ledgerOfOrders(tx: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      orderId: creditLedger.orderId,
      userId: creditLedger.userId,
      reason: creditLedger.reason,
      delta: creditLedger.delta,
    })
    .from(creditLedger)
    .where(inArray(creditLedger.orderId, [...orderIds]));
}

/** What earning needs of a paid order: its member, shop, currency and lines after their discounts. */
export async function orderForEarning(tx: Executor, orderId: number) {
  const [order] = await tx
    .select({ userId: orders.userId, locale: webInstances.locale, currency: orders.currency })
    .from(orders)
    .innerJoin(webInstances, eq(webInstances.id, orders.webInstanceId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await tx
    .select({ payableMinor: orderItems.totalPrice, earnsCredits: orderItems.earnsCredits })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { ...order, lines } as {
    userId: number | null;
    locale: LocaleCode;
    currency: CurrencyCode;
    lines: typeof lines;
  };
}

/** Whether the member has an order that was paid (a card payment; the first purchase opens conversions). */
export async function hasPaidOrder(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  return row !== undefined;
}

/** The member's newest ledger rows, newest first, with the order's number and the coupon's code. */
export async function creditHistory(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: creditLedger.id,
      createdAt: creditLedger.createdAt,
      reason: creditLedger.reason,
      delta: creditLedger.delta,
      orderNumber: orders.orderNumber,
      couponCode: coupons.hash,
    })
    .from(creditLedger)
    .leftJoin(orders, eq(orders.id, creditLedger.orderId))
    .leftJoin(coupons, eq(coupons.id, creditLedger.couponId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}

/** The member's coupons made from credits that are still unused and valid now, soonest to expire first. */
export async function unusedCouponsOf(db: Executor, userId: number) {
  return db
    .select({ code: coupons.hash, value: coupons.value, validTo: coupons.validTo })
    .from(coupons)
    .where(
      and(
        eq(coupons.userId, userId),
        sql`${coupons.uses} < coalesce(${coupons.maxUses}, 1)`,
        sql`(${coupons.validTo} is null or ${coupons.validTo} > now())`,
      ),
    )
    .orderBy(asc(coupons.validTo), asc(coupons.id));
}

/**
 * A single-use coupon owned by the member, worth `valueMinor`, valid `validDays` from now; null when
 * the code is taken already (the caller draws another).
 */
export async function insertCreditCoupon(
  tx: Executor,
  coupon: { webInstanceId: number; userId: number; code: string; valueMinor: number; validDays: number },
): Promise<{ id: number; code: string; value: number; validTo: Date } | null> {
  const [row] = await tx
    .insert(coupons)
    .values({
      webInstanceId: coupon.webInstanceId,
      userId: coupon.userId,
      hash: coupon.code,
      value: coupon.valueMinor,
      maxUses: 1,
      maxUsesPerCustomer: 1,
      validFrom: sql`now()`,
      validTo: sql`now() + make_interval(days => ${coupon.validDays}::int)`,
    })
    .onConflictDoNothing({ target: coupons.hash })
    .returning({ id: coupons.id, code: coupons.hash, value: coupons.value, validTo: coupons.validTo });
  if (!row || row.value === null || row.validTo === null) return null;
  return { id: row.id, code: row.code, value: row.value, validTo: row.validTo };
}
