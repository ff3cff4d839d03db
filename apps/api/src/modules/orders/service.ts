import type { OrderCreated } from '@stride/contract';
import type { DatabaseHandle, Executor } from '@stride/db';
import { CARD_PAYMENT_MINUTES, choiceProblem, contactSchema } from '@stride/rules';
import type { RequestContext } from '../../context';
import { ConflictError, type FieldError, UnprocessableError } from '../../errors';
import { cartSumsOf } from '../cart/cart-view';
import { refusalError } from '../cart/coupon-check';
import { type CartLineRow, readCart } from '../cart/queries';
import { type CartVisitor, onlineUnits } from '../cart/service';
import { voucherError } from '../cart/voucher-check';
import { lockCreditBalances } from '../credits/queries';
import { orderTokenHash, orderTokenOf } from './order-token';
import {
  type LockedStock,
  lockCartToOrder,
  lockCoupon,
  lockStock,
  lockVoucher,
  orderOfCart,
  orderOfIdempotencyKey,
  type PlacedOrder,
  type StockMove,
  writeOrder,
} from './queries';

/**
 * Creating an order from the visitor's cart (issue 12 §3): one transaction that locks the cart, the
 * stock rows of its sizes in (size, store) order, the coupon, the gift voucher and the member's credit
 * balance, re-reads prices, stock, coupon, voucher, ISIC and the balance under those locks, prices the order with the cart's own
 * `cartSumsOf` (priceCart), takes the stock, counts the coupon's use and the voucher's debit, writes
 * the order and its lines, closes the cart and puts the confirmation e-mail in the outbox. The
 * database's CHECKs (stock ≥ 0, coupon uses ≤ max, voucher balance ≥ 0) stand behind the code.
 *
 * It is idempotent: a cart orders once (its row is locked first, and an ordered cart answers its
 * order), and so does an Idempotency-Key.
 */

/** What the order answer needs, and whether this call made the order (a repeat did not). */
type Placement = { order: PlacedOrder; made: boolean };

/** What happens once the order is committed: the e-mail is nudged out, a card payment started. */
export type AfterOrder = {
  nudgeMail: () => void;
  /** The order's stock change, notified to the catalog's listeners soon (catalog-notice.ts). */
  catalogChanged: () => void;
  /** Starts a card payment for the order; returns the gateway's payment page, or null when it failed. */
  startCardPayment: (order: PlacedOrder, token: string) => Promise<string | null>;
};

/** The PostgreSQL error code and constraint of a failed statement (Drizzle wraps the driver's error as its cause). */
function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
  }
  return {};
}

/**
 * A CHECK the database raised means another order took the last of something first: which one, by
 * the constraint (migration 0014), in the words the shopper reads for it.
 */
const REFUSAL_BY_CHECK = new Map<string, FieldError>([
  ['stock_quantity_not_negative_ck', { field: 'items', key: 'order_out_of_stock' }],
  ['coupons_uses_within_max_ck', { field: 'couponHash', key: 'coupon_used_up' }],
  ['gift_vouchers_balance_ck', { field: 'code', key: 'voucher_used' }],
  ['credit_balances_balance_ck', { field: 'credit', key: 'credits_insufficient' }],
]);

/**
 * Where each line's pieces come from: the stores' locked rows in their (size, store) order, the first
 * store first. Throws a 409 when a size has fewer pieces than the lines want.
 */
function stockMoves(lines: readonly CartLineRow[], locked: readonly LockedStock[]): StockMove[] {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.sizeId, (wanted.get(line.sizeId) ?? 0) + line.count);
  const moves: StockMove[] = [];
  for (const [sizeId, count] of [...wanted].sort((a, b) => a[0] - b[0])) {
    let left = count;
    for (const row of locked) {
      if (row.sizeId !== sizeId || left === 0 || row.quantity <= 0) continue;
      const quantity = Math.min(left, row.quantity);
      moves.push({ sizeId, operationUnitId: row.operationUnitId, quantity });
      left -= quantity;
    }
    if (left > 0) throw new ConflictError([{ field: 'items', key: 'order_out_of_stock' }]);
  }
  return moves;
}

/** The pieces of each size in the locked rows. */
function piecesBySize(locked: readonly LockedStock[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const row of locked) pieces.set(row.sizeId, (pieces.get(row.sizeId) ?? 0) + row.quantity);
  return pieces;
}

async function placeOrder(
  tx: Executor,
  ctx: RequestContext,
  visitor: { tokenHash: string; token: string },
  onlineUnitIds: readonly number[],
  idempotencyKey: string | null,
): Promise<Placement> {
  const cart = await lockCartToOrder(tx, ctx.webInstanceId, visitor.tokenHash, ctx.locale);
  if (cart === null) throw new UnprocessableError([{ field: null, key: 'cart_empty' }]);
  if (cart.status === 'ordered') {
    const order = await orderOfCart(tx, cart.id);
    if (!order) throw new Error(`cart ${cart.id} is ordered but has no order`);
    return { order, made: false };
  }
  const contents = { hasGoods: cart.sizeIds.length > 0, hasGiftVouchers: cart.giftVoucherCount > 0 };
  if (!contents.hasGoods && !contents.hasGiftVouchers) {
    throw new UnprocessableError([{ field: null, key: 'cart_empty' }]);
  }
  // A cart of gift vouchers only is not delivered: a delivery it kept from before is not the order's.
  const delivery = contents.hasGoods ? cart.delivery : null;
  const { payment } = cart;
  if (contents.hasGoods && !delivery) throw new UnprocessableError([{ field: 'delivery', key: 'delivery_required' }]);
  if (!payment) throw new UnprocessableError([{ field: 'payment', key: 'payment_required' }]);
  const problem = choiceProblem(contents, delivery, payment);
  if (problem) {
    throw new UnprocessableError([{ field: problem.startsWith('delivery') ? 'delivery' : 'payment', key: problem }]);
  }
  const contact = contactSchema.safeParse(cart.contact);
  if (!contact.success) throw new UnprocessableError([{ field: 'contact', key: 'contact_required' }]);
  let place: string | null = null;
  if (delivery === 'pickup_point') {
    if (cart.pickupPointId === null)
      throw new UnprocessableError([{ field: 'pickupPointId', key: 'pickup_point_required' }]);
    if (cart.pickupPoint === null)
      throw new UnprocessableError([{ field: 'pickupPointId', key: 'pickup_point_unknown' }]);
    place = cart.pickupPoint;
  }
  if (delivery === 'store') {
    if (cart.pickupStoreId === null || cart.store === null) {
      throw new UnprocessableError([{ field: 'storeId', key: 'store_required' }]);
    }
    place = cart.store;
  }

  // The locks, in the one order every order takes them: the cart (above), stock, coupon, voucher, and
  // last the member's credit balance (the payment's and the cancellation's credit moves take it last too).
  const unitIds = delivery === 'store' && cart.pickupStoreId !== null ? [cart.pickupStoreId] : onlineUnitIds;
  const locked = await lockStock(tx, cart.sizeIds, unitIds);
  if (cart.couponId !== null) await lockCoupon(tx, cart.couponId);
  if (cart.voucherId !== null) await lockVoucher(tx, cart.voucherId);
  if (cart.creditsUsed > 0 && cart.userId !== null) await lockCreditBalances(tx, [cart.userId]);

  // Under the locks: prices, product states, the coupon's uses, the voucher's and the credits' balances as they are now.
  const read = await readCart(tx, cart.id, ctx.webInstanceId, onlineUnitIds);
  const pieces = piecesBySize(locked);
  const lines = read.lines.map((line) => ({ ...line, stock: pieces.get(line.sizeId) ?? 0 }));
  for (const line of lines) {
    if (line.status !== 'on_sale' || line.finalPrice === null) {
      throw new ConflictError([{ field: 'items', key: 'product_not_on_sale' }]);
    }
  }
  const moves = stockMoves(lines, locked);
  const { sums, refusal, voucherRefusal } = cartSumsOf(lines, ctx, read.extras);
  const { coupon, voucher } = read.extras;
  if (coupon && refusal && refusal.reason !== 'minimum-not-reached') {
    throw new ConflictError([refusalError(refusal, coupon, ctx).error]);
  }
  if (voucher && voucherRefusal) throw new ConflictError([voucherError(voucherRefusal, voucher, ctx).error]);

  const buyer = contact.data;
  const couponDiscount = sums.coupon?.applied ? sums.coupon.discountMinor : 0;
  const voucherResult = sums.vouchers[0];
  const voucherPaid = voucherResult?.applied ? voucherResult.paidMinor : 0;
  const written = await writeOrder(tx, {
    order: {
      webInstanceId: ctx.webInstanceId,
      accessTokenHash: orderTokenHash(orderTokenOf(visitor.token)),
      idempotencyKey,
      cartId: cart.id,
      email: buyer.email,
      firstname: buyer.firstname,
      surname: buyer.surname,
      phone: buyer.phone,
      street: buyer.street,
      city: buyer.city,
      zip: buyer.zip,
      country: buyer.country,
      companyName: buyer.company?.name ?? null,
      businessId: buyer.company?.businessId ?? null,
      taxId: buyer.company?.taxId ?? null,
      vatNumber: buyer.company?.vatNumber ?? null,
      note: buyer.note,
      deliveryType: delivery,
      paymentType: payment,
      pickupPoint: place,
      pickupPointId: delivery === 'pickup_point' ? cart.pickupPointId : null,
      pickupStoreId: delivery === 'store' ? cart.pickupStoreId : null,
      deliveryAddress: delivery === 'courier' ? buyer.deliveryAddress : null,
      marketingConsent: buyer.marketingConsent,
      currency: ctx.currency,
      vatRate: ctx.vatRate,
      itemsTotal: sums.goodsMinor,
      shippingPrice: sums.deliveryMinor,
      paymentPrice: sums.paymentFeeMinor,
      discountTotal: couponDiscount,
      creditsUsed: sums.creditsMinor,
      isicDiscount: sums.isicMinor,
      couponId: coupon && couponDiscount > 0 ? coupon.id : null,
      totalSum: sums.totalMinor,
      voucherPaid,
      toPay: sums.toPayMinor,
      vat: sums.vat,
    },
    paymentMinutes: payment === 'card' ? CARD_PAYMENT_MINUTES : null,
    locale: ctx.locale,
    items: lines.map((line, index) => ({
      productId: line.productId,
      sizeId: line.sizeId,
      sizeName: line.sizeName,
      unitPrice: line.finalPrice ?? 0,
      count: line.count,
      totalPrice: sums.lines[index]?.payableMinor ?? 0,
    })),
    moves,
    coupon: coupon && couponDiscount > 0 ? { id: coupon.id, amount: couponDiscount } : null,
    voucher: voucher && voucherPaid > 0 ? { id: voucher.id, amount: voucherPaid } : null,
    giftVoucherIds: (read.extras.giftVouchers ?? []).map((bought) => bought.id),
  });
  return {
    order: { id: written.id, orderNumber: written.orderNumber, cartId: cart.id, paymentType: payment, status: 'new' },
    made: true,
  };
}

/**
 * POST /order/create. A failure answers with its reason (spec §8) and changes nothing: the
 * transaction rolls back whole. A CHECK the database raised (stock, coupon uses, voucher balance)
 * means another order took it first: a 409 saying so.
 */
export async function createOrder(
  database: DatabaseHandle,
  visitor: CartVisitor,
  idempotencyKey: string | null,
  after: AfterOrder,
): Promise<OrderCreated> {
  const { ctx, tokenHash, token } = visitor;
  if (tokenHash === null || token === null) throw new UnprocessableError([{ field: null, key: 'cart_empty' }]);
  const answer = async ({ order, made }: Placement): Promise<OrderCreated> => {
    const orderToken = orderTokenOf(token);
    if (made) {
      after.catalogChanged();
      after.nudgeMail();
    }
    const paymentUrl =
      made && order.paymentType === 'card' && order.status === 'new'
        ? await after.startCardPayment(order, orderToken)
        : null;
    return { orderNumber: order.orderNumber, token: orderToken, paymentUrl };
  };
  const byKey = async () => {
    if (idempotencyKey === null) return undefined;
    const order = await orderOfIdempotencyKey(database.db, ctx.webInstanceId, idempotencyKey);
    if (order && order.cartTokenHash !== tokenHash) {
      throw new ConflictError([{ field: null, key: 'idempotency_key_reused' }]);
    }
    return order;
  };
  const known = await byKey();
  if (known) return answer({ order: known, made: false });
  const onlineUnitIds = await onlineUnits(database);
  try {
    return await answer(
      await database.transaction((tx) => placeOrder(tx, ctx, { tokenHash, token }, onlineUnitIds, idempotencyKey)),
    );
  } catch (error) {
    const { code, constraint } = databaseErrorOf(error);
    // The same key, sent at once from another cart's request: that order won.
    if (code === '23505') {
      const order = await byKey();
      if (order) return answer({ order, made: false });
    }
    const refusal = code === '23514' && constraint ? REFUSAL_BY_CHECK.get(constraint) : undefined;
    if (refusal) throw new ConflictError([refusal]);
    throw error;
  }
}
