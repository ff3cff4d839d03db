import type { DatabaseHandle, Executor } from '@stride/db';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, NotFoundError, UnavailableError, UnprocessableError } from '../../errors';
import { earnCreditsForPaidOrder } from '../credits/service';
import { issueGiftVouchersForPaidOrder } from '../gift-vouchers/service';
import {
  type ComgateClient,
  type ComgateCountry,
  ComgateError,
  type ComgateLanguage,
  type ComgateStatus,
  type TransactionStatus,
} from './comgate-client';
import {
  insertPayment,
  lockOrder,
  lockPayment,
  markOrderPaid,
  type OrderToPay,
  orderToPay,
  type PaymentRow,
  paymentByTransaction,
  setPaymentStatus,
  undecidedPayments,
} from './queries';

/**
 * Card payments through Comgate's protocol (issue 12): a card order waits for its payment until its
 * deadline; each try is a gateway transaction and a `payments` row. What a transaction came to is
 * learnt only from the gateway's status call, whoever asks (its notification, the buyer's return,
 * a retry), and applied under the order's and the payment's locks, so the same answer applied twice,
 * or an older one after a newer, changes nothing.
 */

/**
 * Marks a waiting order paid and does what a payment brings, in the caller's transaction (which holds
 * the order's lock, or has just written the order): the member's credits for it (their balance locked
 * last) and the gift vouchers it bought (each line issued once: a database guard). False, and nothing
 * done, when the order was no longer waiting. A card payment's PAID comes here, and so does an order
 * whose vouchers or credits left nothing to pay.
 */
export async function settlePaidOrder(tx: Executor, orderId: number): Promise<boolean> {
  if (!(await markOrderPaid(tx, orderId))) return false;
  await earnCreditsForPaidOrder(tx, orderId);
  await issueGiftVouchersForPaidOrder(tx, orderId);
  return true;
}

/** Where the gateway posts its notifications: set this address (on the shop's domain) in Comgate's portal. */
export const COMGATE_NOTIFY_PATH = '/api/lib/v1/payments/comgate/notify';

/** Where the gateway sends the buyer back (url_paid, url_cancelled, url_pending of the create call). */
export const PAYMENT_RETURN_PATH = '/api/lib/v1/payments/return';

/** What the payment functions talk to: the gateway, and the log that tells a person what to do by hand. */
export type PaymentDeps = {
  gateway: ComgateClient;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Sends the outbox's due e-mails now: a payment that went through may have made some due (bought gift vouchers). */
  nudgeMail: () => void;
};

export type CardPaymentStarted = {
  /** The gateway's payment page: send the buyer there. */
  paymentUrl: string;
  transactionId: string;
};

const COUNTRY: Record<OrderToPay['locale'], ComgateCountry> = { sk: 'SK', cz: 'CZ', hu: 'HU' };
const LANGUAGE: Record<OrderToPay['locale'], ComgateLanguage> = { sk: 'sk', cz: 'cs', hu: 'hu' };

/** Comgate takes a label of 1–16 characters: the shop's name and the order number when they fit. */
export function paymentLabel(shopName: string, orderNumber: string): string {
  const candidates = [`${shopName} ${orderNumber}`, `${shopName.split('.')[0]} ${orderNumber}`];
  return candidates.find((label) => label.length <= 16) ?? orderNumber.slice(0, 16);
}

/**
 * The address handed to the gateway for the buyer's way back: our return route on the thank-you
 * page's own origin (where the buyer's browser reaches the api, through the storefront), carrying
 * the thank-you page's path and query, token included, in `to`. The gateway fills in `${id}` (its
 * transaction id) and `${refId}`.
 */
export function gatewayReturnUrl(thankYouUrl: string): string {
  const target = new URL(thankYouUrl);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`gatewayReturnUrl: not an http(s) address: ${target.protocol}`);
  }
  const to = encodeURIComponent(`${target.pathname}${target.search}`);
  return `${target.origin}${PAYMENT_RETURN_PATH}?id=\${id}&refId=\${refId}&to=${to}`;
}

/** Refuses an order that cannot take a card payment now, saying why. */
function refuseUnpayable(order: OrderToPay | null): asserts order is OrderToPay {
  if (!order) throw new NotFoundError('payment_order_not_found');
  if (order.paymentType !== 'card') throw new UnprocessableError([{ field: null, key: 'payment_not_card' }]);
  if (order.status === 'cancelled') throw new ConflictError([{ field: null, key: 'payment_order_cancelled' }]);
  if (order.status !== 'new') throw new ConflictError([{ field: null, key: 'payment_order_paid' }]);
  if (order.deadlinePassed) throw new ConflictError([{ field: null, key: 'payment_deadline_passed' }]);
  if (order.toPay <= 0) throw new UnprocessableError([{ field: null, key: 'payment_nothing_to_pay' }]);
}

function gatewayUnavailable(deps: PaymentDeps, error: unknown, what: string): never {
  if (!(error instanceof ComgateError)) throw error;
  // A refusal is ours to fix (credentials, a parameter): an error; no answer is the gateway's: a warning.
  deps.log[error.reason === 'refused' ? 'error' : 'warn']({ err: error }, `card gateway: ${what}`);
  throw new UnavailableError([{ field: null, key: 'payment_gateway_unavailable' }]);
}

/**
 * Starts a card payment of a waiting card order (its `to_pay` in its currency) and returns the
 * gateway's payment page. `thankYouUrl` is the absolute address of the order's thank-you page, token
 * included: the buyer comes back there (through PAYMENT_RETURN_PATH, which first asks the gateway
 * how the payment ended). Only a card order still 'new' whose deadline has not passed can be paid:
 * a 404, 409 or 422 says why not, a 503 that the gateway did not answer.
 *
 * An earlier try the gateway has not decided yet is asked about first: a buyer who paid it in
 * another tab, its notification not in yet, must not be charged twice.
 */
export async function startCardPayment(
  database: DatabaseHandle,
  deps: PaymentDeps,
  orderId: number,
  thankYouUrl: string,
): Promise<CardPaymentStarted> {
  const returnUrl = gatewayReturnUrl(thankYouUrl);
  let order = await orderToPay(database.db, orderId);
  refuseUnpayable(order);
  const earlier = await undecidedPayments(database.db, orderId);
  if (earlier.length > 0) {
    for (const payment of earlier) {
      try {
        await confirmPayment(database, deps, payment.transactionId);
      } catch (error) {
        // A try the gateway refuses to tell about (it knows no such payment) cannot be paid either.
        if (error instanceof ComgateError && error.reason === 'refused') {
          deps.log.warn({ err: error, transactionId: payment.transactionId }, 'card gateway: an earlier try unknown');
          continue;
        }
        gatewayUnavailable(deps, error, `no status of ${payment.transactionId} before a new payment`);
      }
    }
    order = await orderToPay(database.db, orderId);
    refuseUnpayable(order);
  }
  let created: { transId: string; redirect: string };
  try {
    created = await deps.gateway.createTransaction({
      price: order.toPay,
      currency: order.currency,
      label: paymentLabel(order.shopName, order.orderNumber),
      refId: order.orderNumber,
      email: order.email,
      country: COUNTRY[order.locale],
      lang: LANGUAGE[order.locale],
      returnUrl,
    });
  } catch (error) {
    gatewayUnavailable(deps, error, `no transaction for order ${order.orderNumber}`);
  }
  await insertPayment(database.db, { orderId, transactionId: created.transId, amount: order.toPay });
  return { paymentUrl: created.redirect, transactionId: created.transId };
}

/** What a gateway status did to our records; `unknown`: no payment of ours has that transaction id. */
export type PaymentOutcome =
  | { kind: 'unknown' }
  | { kind: 'unchanged'; status: string }
  | { kind: 'paid' | 'cancelled' | 'authorized'; orderNumber: string }
  /** Paid at the gateway for an order no longer waiting (cancelled, or paid by another try): refund it. */
  | { kind: 'refund_needed'; orderNumber: string; orderStatus: string }
  /** Paid at the gateway, but not the amount, currency or order of our record: a person must look. */
  | { kind: 'mismatch'; orderNumber: string };

/**
 * Whether a payment at `from` takes the gateway's `to`. PENDING is where every payment starts, so it
 * is never gone back to; PAID is final; CANCELLED gives way only to PAID (money that moved wins); the
 * rest is the gateway's order: PENDING → AUTHORIZED → PAID or CANCELLED.
 */
export function statusMoves(from: string, to: ComgateStatus): boolean {
  if (from === to || to === 'PENDING' || from === 'PAID') return false;
  if (from === 'CANCELLED') return to === 'PAID';
  if (from === 'AUTHORIZED') return to === 'PAID' || to === 'CANCELLED';
  return from === 'PENDING';
}

/**
 * Asks the gateway how the payment of `transactionId` stands and applies it (the notification, the
 * buyer's return, a retry all come here). A transaction id we never made changes nothing and costs
 * no call. Throws ComgateError when the gateway gives no usable answer: nothing changed, ask again.
 */
export async function confirmPayment(
  database: DatabaseHandle,
  deps: PaymentDeps,
  transactionId: string,
): Promise<PaymentOutcome> {
  const payment = await paymentByTransaction(database.db, transactionId);
  if (!payment) {
    deps.log.info({ transactionId }, 'card gateway: a transaction that is no payment of ours');
    return { kind: 'unknown' };
  }
  const truth = await deps.gateway.transactionStatus(transactionId);
  if (truth.transId !== transactionId) {
    throw new ComgateError('unreadable', `Comgate /v1.0/status: asked for ${transactionId}, answered ${truth.transId}`);
  }
  const outcome = await applyStatus(database, payment, truth);
  if (outcome.kind === 'refund_needed') {
    deps.log.error(
      { transactionId, orderNumber: outcome.orderNumber, orderStatus: outcome.orderStatus, amount: truth.price },
      'card payment PAID for an order no longer waiting for it: refund it',
    );
  } else if (outcome.kind === 'mismatch') {
    deps.log.error(
      { transactionId, orderNumber: outcome.orderNumber, gateway: truth, expectedAmount: payment.amount },
      'card payment PAID, but not what the order asked for: check it by hand',
    );
  } else if (outcome.kind !== 'unchanged') {
    deps.log.info({ transactionId, outcome: outcome.kind }, 'card payment changed');
  }
  if (outcome.kind === 'paid') deps.nudgeMail();
  return outcome;
}

async function applyStatus(
  database: DatabaseHandle,
  payment: PaymentRow,
  truth: TransactionStatus,
): Promise<PaymentOutcome> {
  return database.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    const current = await lockPayment(tx, payment.id);
    if (!order || !current) return { kind: 'unknown' };
    if (!statusMoves(current.status, truth.status)) return { kind: 'unchanged', status: current.status };
    await setPaymentStatus(tx, current.id, truth.status);
    const orderNumber = order.orderNumber;
    if (truth.status === 'CANCELLED') return { kind: 'cancelled', orderNumber };
    if (truth.status === 'AUTHORIZED') return { kind: 'authorized', orderNumber };
    const asked = truth.price === current.amount && truth.currency === order.currency && truth.refId === orderNumber;
    if (!asked) return { kind: 'mismatch', orderNumber };
    if (await settlePaidOrder(tx, order.id)) return { kind: 'paid', orderNumber };
    return { kind: 'refund_needed', orderNumber, orderStatus: order.status };
  });
}
