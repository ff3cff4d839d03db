import {
  and,
  asc,
  type CurrencyCode,
  type Executor,
  eq,
  inArray,
  isNull,
  type LocaleCode,
  orders,
  type PaymentKind,
  payments,
  sql,
  webInstances,
} from '@stride/db';

/**
 * The card payments' reads and writes. A change a gateway status brings runs in one transaction that
 * locks the order's row and then the payment's (orders before payments, as every change of an order
 * and its payments takes them, so two never wait for each other), and decides on what it reads under
 * those locks.
 */

/** What starting a card payment needs to know of an order. */
export type OrderToPay = {
  id: number;
  orderNumber: string;
  status: string;
  paymentType: PaymentKind;
  toPay: number;
  currency: CurrencyCode;
  email: string;
  paymentDeadline: Date | null;
  /** Whether the deadline is past by the database's clock (the one the cancelling job goes by). */
  deadlinePassed: boolean;
  locale: LocaleCode;
  shopName: string;
};

export async function orderToPay(db: Executor, orderId: number): Promise<OrderToPay | null> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentType: orders.paymentType,
      toPay: orders.toPay,
      currency: orders.currency,
      email: orders.email,
      paymentDeadline: orders.paymentDeadline,
      deadlinePassed: sql<boolean>`coalesce(${orders.paymentDeadline} <= now(), false)`,
      locale: webInstances.locale,
      shopName: webInstances.name,
    })
    .from(orders)
    .innerJoin(webInstances, eq(webInstances.id, orders.webInstanceId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function insertPayment(
  db: Executor,
  payment: { orderId: number; transactionId: string; amount: number },
): Promise<void> {
  await db.insert(payments).values({ ...payment, status: 'PENDING' });
}

export type PaymentRow = { id: number; orderId: number; transactionId: string; status: string; amount: number };

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  transactionId: payments.transactionId,
  status: payments.status,
  amount: payments.amount,
};

export async function paymentByTransaction(db: Executor, transactionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.transactionId, transactionId));
  return row ?? null;
}

/** An order's payments the gateway has not decided yet (PENDING or AUTHORIZED), oldest first. */
export async function undecidedPayments(db: Executor, orderId: number): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['PENDING', 'AUTHORIZED'])))
    .orderBy(asc(payments.id));
}

export type LockedOrder = {
  id: number;
  orderNumber: string;
  status: string;
  currency: CurrencyCode;
  cancelledAt: Date | null;
};

/** The order's row, locked until the transaction ends. */
export async function lockOrder(tx: Executor, orderId: number): Promise<LockedOrder | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      currency: orders.currency,
      cancelledAt: orders.cancelledAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}

/** The payment's row, locked until the transaction ends (after its order's: lockOrder first). */
export async function lockPayment(tx: Executor, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await tx.select(paymentColumns).from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

export async function setPaymentStatus(tx: Executor, paymentId: number, status: string): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: sql`now()` }).where(eq(payments.id, paymentId));
}

/** Marks a waiting order paid (only one still 'new': a cancelled one stays cancelled); whether it did. */
export async function markOrderPaid(tx: Executor, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'new'), isNull(orders.cancelledAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
