import { and, asc, type Executor, eq, orderItems, orders } from '@stride/db';

/** What the tool gets of an order: its number, buyer, sums and lines (snapshotted when it was made). */
export type PurchaseRow = {
  id: number;
  orderNumber: string;
  email: string;
  userId: number | null;
  currency: string;
  totalSum: number;
  createdAt: Date;
  lines: {
    productId: number | null;
    storeId: number | null;
    name: string;
    count: number;
    unitPrice: number;
    totalPrice: number;
  }[];
};

/** The order behind a thank-you token (its stored form) in this shop, or null. */
export async function findPurchase(
  db: Executor,
  webInstanceId: number,
  tokenHash: string,
): Promise<PurchaseRow | null> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      email: orders.email,
      userId: orders.userId,
      currency: orders.currency,
      totalSum: orders.totalSum,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.accessTokenHash, tokenHash), eq(orders.webInstanceId, webInstanceId)));
  if (!order) return null;
  const lines = await db
    .select({
      productId: orderItems.productId,
      storeId: orderItems.sizeId,
      name: orderItems.name,
      count: orderItems.count,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return { ...order, lines };
}
