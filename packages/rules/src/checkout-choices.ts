/**
 * Which payments go with which deliveries (issue 12 §1): cash on delivery needs someone delivering,
 * so not with store pickup; paying in the store needs the store, so only with store pickup. The api
 * refuses another pair, and the storefront offers only these.
 */
export type DeliveryKind = 'courier' | 'pickup_point' | 'store';
export type PaymentKind = 'card' | 'bank_transfer' | 'cash_on_delivery' | 'in_store';

export const DELIVERIES_OF_PAYMENT: Record<PaymentKind, readonly DeliveryKind[]> = {
  card: ['courier', 'pickup_point', 'store'],
  bank_transfer: ['courier', 'pickup_point', 'store'],
  cash_on_delivery: ['courier', 'pickup_point'],
  in_store: ['store'],
};

export function paymentFitsDelivery(payment: PaymentKind, delivery: DeliveryKind): boolean {
  return DELIVERIES_OF_PAYMENT[payment].includes(delivery);
}

/** How long a card order waits for its payment before it is cancelled and its stock returns. */
export const CARD_PAYMENT_MINUTES = 30;

/** The days a buyer has to withdraw from a distance contract (EU consumer law). */
export const WITHDRAWAL_DAYS = 14;
