import type { OrderPayment, OrderSummary } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { moneyOf } from '../../lib/money';
import { giftVoucherView } from '../cart/cart-view';
import { orderTransfer } from '../payment-qr/order-transfer';
import { paymentQrSvg } from '../payment-qr/payment-qr';
import { orderTokenHash } from './order-token';
import { giftVouchersOfOrder, itemsOfOrder, type OrderRow, orderOfTokenHash } from './queries';

/**
 * The thank-you page's order (issue 12 §4), found by the token only its buyer's link holds — never
 * by the order number alone. An unknown token is a 404 that says no more than that.
 */
export async function thankYouOrder(
  database: DatabaseHandle,
  ctx: RequestContext,
  token: string,
): Promise<OrderSummary> {
  const order = await orderOfTokenHash(database.db, ctx.webInstanceId, orderTokenHash(token));
  if (!order) throw new NotFoundError('order_not_found');
  return orderSummaryOf(database, ctx, order);
}

/** An order as its buyer sees it: the thank-you page's, and the account's order detail. */
export async function orderSummaryOf(
  database: DatabaseHandle,
  ctx: RequestContext,
  order: OrderRow,
): Promise<OrderSummary> {
  const items = await itemsOfOrder(database.db, order.id);
  const bought = await giftVouchersOfOrder(database.db, order.id);
  const money = (amount: number) => moneyOf(amount, ctx);
  return {
    orderNumber: order.orderNumber,
    email: order.email,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    items: items.map((item) => ({
      name: item.name,
      size: item.sizeName,
      count: item.count,
      unitPrice: money(item.unitPrice),
      totalPrice: money(item.totalPrice),
    })),
    delivery:
      order.deliveryType === null
        ? null
        : { kind: order.deliveryType, price: money(order.shippingPrice), place: order.pickupPoint },
    giftVouchers: bought.map((row) => {
      const { id: _line, ...voucher } = giftVoucherView(row, ctx);
      return voucher;
    }),
    paymentKind: order.paymentType,
    sums: {
      goods: money(order.itemsTotal),
      discounts: money(order.isicDiscount + order.discountTotal),
      credits: money(order.creditsUsed),
      delivery: money(order.shippingPrice),
      paymentFee: money(order.paymentPrice),
      vat: order.vat.map((row) => ({
        ratePercent: row.ratePercent,
        net: money(row.netMinor),
        vat: money(row.vatMinor),
      })),
      giftVouchers: money(bought.reduce((sum, row) => sum + row.value, 0)),
      total: money(order.totalSum),
      voucherPaid: money(order.voucherPaid),
      toPay: money(order.toPay),
    },
    payment: await paymentOf(order, ctx, money),
  };
}

async function paymentOf(
  order: OrderRow,
  ctx: RequestContext,
  money: (amount: number) => { amount: number; formatted: string },
): Promise<OrderPayment> {
  const amount = money(order.toPay);
  // Nothing to transfer, to pay by card or on delivery: a QR code or a deadline for 0 would mislead.
  if (order.toPay === 0) return { kind: 'nothing_to_pay', amount };
  switch (order.paymentType) {
    case 'bank_transfer': {
      const account = ctx.webInstance.bankAccount;
      const qr = await paymentQrSvg(ctx.locale, orderTransfer(order, account, ctx.locale));
      return {
        kind: 'bank_transfer',
        amount,
        iban: account.iban,
        bic: account.bic,
        accountName: account.name,
        account: account.local,
        reference: order.orderNumber,
        qr: { format: qr.format, svg: qr.svg },
      };
    }
    case 'card':
      return {
        kind: 'card',
        amount,
        state: order.status === 'cancelled' ? 'cancelled' : order.paidAt !== null ? 'paid' : 'waiting',
        deadline: order.paymentDeadline?.toISOString() ?? null,
      };
    case 'cash_on_delivery':
      return { kind: 'cash_on_delivery', amount };
    case 'in_store':
      return { kind: 'in_store', amount };
  }
}
