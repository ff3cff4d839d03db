import type { AccountOrderDetail, AccountOrders } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { NotFoundError } from '../../errors';
import { moneyOf } from '../../lib/money';
import { type PersonalContext, requireUser } from '../sessions/visitor';
import { orderOfUser, ordersOfUser } from './queries';
import { orderSummaryOf } from './thank-you';

/** GET /account/orders: the logged-in user's orders in this shop, newest first (issue 13 §5). */
export async function accountOrders(database: DatabaseHandle, ctx: PersonalContext): Promise<AccountOrders> {
  const { user } = requireUser(ctx);
  const rows = await ordersOfUser(database.db, ctx.webInstanceId, user.id);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      total: moneyOf(row.totalSum, ctx),
      itemCount: row.itemCount,
    })),
  };
}

/**
 * GET /account/orders/{id}: one of the user's orders. Another user's id and an unknown one get the
 * same 404 (spec §8 "no order with this ID in your account"), so ids tell nobody anything.
 */
export async function accountOrder(
  database: DatabaseHandle,
  ctx: PersonalContext,
  orderId: number,
): Promise<AccountOrderDetail> {
  const { user } = requireUser(ctx);
  const order = await orderOfUser(database.db, ctx.webInstanceId, user.id, orderId);
  if (!order) throw new NotFoundError('order_not_in_account');
  return { id: order.id, ...(await orderSummaryOf(database, ctx, order)) };
}
