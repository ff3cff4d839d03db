import type { MarketingEventRequest } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { NotFoundError, UnauthorizedError } from '../../errors';
import { storedFormOfSent } from '../../lib/secret-token';
import { enqueueMarketingEvent, subscribeAddress } from '../marketing/service';
import type { PersonalContext } from '../sessions/visitor';
import { findPurchase } from './queries';

/**
 * Stores one marketing event the browser sent (it sends them only with marketing consent; decision
 * 27). The visitor is known by their session: a member's events carry their address and are
 * forwarded to the tool; a guest's are kept without one. Identify needs a member. A purchase is read
 * from the order its thank-you token opens, never from the browser, and is stored once per order; it
 * also puts the buyer on the newsletter list with the "order" channel (spec §7). Returns whether
 * anything new waits for forwarding.
 */
export async function recordMarketingEvent(
  database: DatabaseHandle,
  ctx: PersonalContext,
  event: MarketingEventRequest,
): Promise<boolean> {
  const member = ctx.user ? { userId: ctx.user.id, email: ctx.user.email } : { userId: null, email: null };
  switch (event.type) {
    case 'Identify':
      if (!ctx.user) throw new UnauthorizedError();
      return enqueueMarketingEvent(database.db, {
        webInstanceId: ctx.webInstanceId,
        type: 'Identify',
        ...member,
        payload: {},
      });
    case 'Purchase': {
      const tokenHash = storedFormOfSent(event.orderToken);
      const order = tokenHash === null ? null : await findPurchase(database.db, ctx.webInstanceId, tokenHash);
      if (!order) throw new NotFoundError('order_not_found', {}, 'orderToken');
      return database.transaction(async (tx) => {
        const stored = await enqueueMarketingEvent(tx, {
          webInstanceId: ctx.webInstanceId,
          type: 'Purchase',
          userId: order.userId,
          email: order.email,
          dedupeKey: `purchase:${order.id}`,
          payload: {
            orderNumber: order.orderNumber,
            total: order.totalSum,
            currency: order.currency,
            orderedAt: Math.floor(order.createdAt.getTime() / 1000),
            lines: order.lines,
          },
        });
        if (stored) await subscribeAddress(tx, ctx.webInstanceId, order.email, 'order');
        return stored;
      });
    }
    case 'SetCart':
      return enqueueMarketingEvent(database.db, {
        webInstanceId: ctx.webInstanceId,
        type: 'SetCart',
        ...member,
        payload: { lines: event.lines },
      });
    case 'ViewContent':
      return enqueueMarketingEvent(database.db, {
        webInstanceId: ctx.webInstanceId,
        type: 'ViewContent',
        ...member,
        payload: { productId: event.productId },
      });
    case 'ViewCategory':
      return enqueueMarketingEvent(database.db, {
        webInstanceId: ctx.webInstanceId,
        type: 'ViewCategory',
        ...member,
        payload: { categoryId: event.categoryId },
      });
  }
}
