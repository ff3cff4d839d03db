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

/**
 * Payments a cart with gift vouchers to buy takes (decision 18): a voucher is issued when its order is
 * paid, which a card payment or a transfer settles before anything is handed over; cash on delivery
 * and paying in the store would leave vouchers unissued until a parcel or a visit.
 */
export const GIFT_VOUCHER_PAYMENTS: readonly PaymentKind[] = ['card', 'bank_transfer'];

/** What a cart holds, as the choice of delivery and payment depends on it. */
export type CartContents = { hasGoods: boolean; hasGiftVouchers: boolean };

/** Whether a cart needs a delivery: one holding only gift vouchers does not (they go by e-mail). */
export function deliveryNeeded(cart: CartContents): boolean {
  return cart.hasGoods || !cart.hasGiftVouchers;
}

/** Why a delivery and payment do not suit a cart, as the api's message key; null when they do. */
export type ChoiceProblem =
  | 'delivery_required'
  | 'delivery_not_needed'
  | 'payment_not_with_delivery'
  | 'payment_not_for_gift_vouchers';

/**
 * Whether a delivery (null: none) and a payment suit a cart: one needing delivery has one, a
 * voucher-only cart has none, the payment goes with the delivery, and gift vouchers are paid by card
 * or transfer. The checkout's choice, its completeness and the order ask the same question here.
 */
export function choiceProblem(
  cart: CartContents,
  delivery: DeliveryKind | null,
  payment: PaymentKind,
): ChoiceProblem | null {
  if (deliveryNeeded(cart) && delivery === null) return 'delivery_required';
  if (!deliveryNeeded(cart) && delivery !== null) return 'delivery_not_needed';
  if (delivery !== null && !paymentFitsDelivery(payment, delivery)) return 'payment_not_with_delivery';
  if (cart.hasGiftVouchers && !GIFT_VOUCHER_PAYMENTS.includes(payment)) return 'payment_not_for_gift_vouchers';
  return null;
}

/** How long a card order waits for its payment before it is cancelled and its stock returns. */
export const CARD_PAYMENT_MINUTES = 30;

/** The days a buyer has to withdraw from a distance contract (EU consumer law). */
export const WITHDRAWAL_DAYS = 14;
