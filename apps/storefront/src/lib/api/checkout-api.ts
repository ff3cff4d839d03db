import {
  type Checkout,
  type CheckoutChoiceRequest,
  CheckoutSchema,
  type OrderCreated,
  OrderCreatedSchema,
  OrderPaymentRetrySchema,
  type OrderSummary,
  OrderSummarySchema,
  type PickupPoint,
  PickupPointSchema,
  type WithdrawalReceived,
  WithdrawalReceivedSchema,
} from '@stride/contract';
import { getJson, sendJson } from './browser-fetch';

/**
 * The browser's checkout calls (issue 12), each answer parsed with the contract's schema. Unlike the
 * catalog's browser calls (browser-fetch.ts keeps zod out of every page), the checkout pages carry
 * zod anyway for the contact rules they share with the api, so here the boundary is checked on this
 * side too: what takes the buyer's money is never drawn from an answer that breaks the contract.
 */

export const CHECKOUT_PATH = '/api/lib/v1/checkout';

export async function readCheckout(path: string = CHECKOUT_PATH): Promise<Checkout> {
  return CheckoutSchema.parse(await getJson<unknown>(path));
}

/** PUT /cart/delivery: the delivery, the payment and the pickup point or store the delivery needs. */
export async function sendChoice(choice: CheckoutChoiceRequest): Promise<Checkout> {
  return CheckoutSchema.parse(await sendJson<unknown>('PUT', '/api/lib/v1/cart/delivery', choice));
}

/** POST /cart/contact: the contact form as typed; the api checks it with the same rules as the form. */
export async function sendContact(contact: Readonly<Record<string, unknown>>): Promise<Checkout> {
  return CheckoutSchema.parse(await sendJson<unknown>('POST', '/api/lib/v1/cart/contact', { contact }));
}

/** POST /order/create: the same key completes once, so a repeat answers the order already made. */
export async function sendOrder(idempotencyKey: string): Promise<OrderCreated> {
  return OrderCreatedSchema.parse(
    await sendJson<unknown>('POST', '/api/lib/v1/order/create', undefined, { 'idempotency-key': idempotencyKey }),
  );
}

/** The api path of an order's thank-you page (its SWR key too). */
export function orderSummaryPath(token: string): string {
  return `/api/lib/v1/order/thank-you/${encodeURIComponent(token)}`;
}

export async function readOrderSummary(path: string): Promise<OrderSummary> {
  return OrderSummarySchema.parse(await getJson<unknown>(path));
}

/** A new card payment for an order still waiting for one: where to send the buyer. */
export async function sendPaymentRetry(token: string): Promise<string> {
  const answer = OrderPaymentRetrySchema.parse(await sendJson<unknown>('POST', `${orderSummaryPath(token)}/payment`));
  return answer.paymentUrl;
}

export async function sendWithdrawal(request: { orderNumber: string; email: string }): Promise<WithdrawalReceived> {
  return WithdrawalReceivedSchema.parse(await sendJson<unknown>('POST', '/api/lib/v1/order/withdrawal', request));
}

/** The api path of one pickup point, with its opening hours (its SWR key too). */
export function pickupPointPath(id: number): string {
  return `/api/lib/v1/pickup-points/${id}`;
}

export async function readPickupPoint(path: string): Promise<PickupPoint> {
  return PickupPointSchema.parse(await getJson<unknown>(path));
}
