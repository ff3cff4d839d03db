import type { WithdrawalReceived } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { enqueueMail } from '../../mail/outbox-queries';
import { orderForWithdrawal, recordWithdrawal } from './queries';

/**
 * The EU withdrawal function (issue 12 §4): the buyer names the order by its number and their
 * e-mail, and the shop records when the withdrawal came and acknowledges it by e-mail. A number and
 * e-mail that do not belong together are "order does not exist", telling nothing about either. A
 * repeat answers the first withdrawal's time and sends no second e-mail.
 */
export async function withdrawFromOrder(
  database: DatabaseHandle,
  ctx: RequestContext,
  request: { orderNumber: string; email: string },
  nudgeMail: () => void,
): Promise<WithdrawalReceived> {
  const outcome = await database.transaction(async (tx) => {
    const order = await orderForWithdrawal(tx, ctx.webInstanceId, request.orderNumber, request.email);
    if (!order) throw new NotFoundError('order_not_found', {}, 'orderNumber');
    const withdrawal = await recordWithdrawal(tx, order.id, request.email);
    if (withdrawal.created) await enqueueMail(tx, { kind: 'withdrawal_acknowledgement', withdrawalId: withdrawal.id });
    return { orderNumber: order.orderNumber, withdrawal };
  });
  if (outcome.withdrawal.created) nudgeMail();
  return { orderNumber: outcome.orderNumber, receivedAt: outcome.withdrawal.createdAt.toISOString() };
}
