import type { Checkout, CheckoutChoiceRequest, DeliveryKind, PaymentKind } from '@stride/contract';
import { paymentFitsDelivery } from '@stride/rules';
import type { FieldErrors } from './checkout-errors';

/** The delivery and payment as the buyer picks them, with the pickup point or store the delivery needs. */
export type CheckoutChoice = {
  delivery: DeliveryKind | null;
  payment: PaymentKind | null;
  pickupPointId: number | null;
  storeId: number | null;
};

/** The choice the cart keeps (coming back to the page). */
export function choiceOfCheckout(checkout: Checkout): CheckoutChoice {
  const { delivery, payment, place } = checkout.choice;
  return {
    delivery,
    payment,
    pickupPointId: delivery === 'pickup_point' ? (place?.id ?? null) : null,
    storeId: delivery === 'store' ? (place?.id ?? null) : null,
  };
}

/**
 * The choice as PUT /cart/delivery takes it, once it is whole; null while something is missing. A
 * cart that needs no delivery (gift vouchers only, Checkout.deliveryNeeded) sends the payment alone.
 */
export function choiceRequestOf(choice: CheckoutChoice, deliveryNeeded = true): CheckoutChoiceRequest | null {
  const { delivery, payment, pickupPointId, storeId } = choice;
  if (!deliveryNeeded) return payment === null ? null : { delivery: null, payment };
  if (delivery === null || payment === null || !paymentFitsDelivery(payment, delivery)) return null;
  if (delivery === 'pickup_point') return pickupPointId === null ? null : { delivery, payment, pickupPointId };
  if (delivery === 'store') return storeId === null ? null : { delivery, payment, storeId };
  return { delivery, payment };
}

/** A new delivery keeps the payment only when it goes with it (paying in the store does not go with a courier). */
export function withDelivery(choice: CheckoutChoice, delivery: DeliveryKind): CheckoutChoice {
  const payment = choice.payment !== null && paymentFitsDelivery(choice.payment, delivery) ? choice.payment : null;
  return { ...choice, delivery, payment };
}

export type ChoiceTexts = { delivery: string; pickupPoint: string; store: string; payment: string };

/**
 * What the choice still lacks: a delivery, the pickup point or store it needs, a payment that goes
 * with it; only the payment for a cart that needs no delivery.
 */
export function choiceErrors(choice: CheckoutChoice, texts: ChoiceTexts, deliveryNeeded = true): FieldErrors {
  const errors: FieldErrors = {};
  if (!deliveryNeeded) {
    if (choice.payment === null) errors.payment = texts.payment;
    return errors;
  }
  if (choice.delivery === null) errors.delivery = texts.delivery;
  if (choice.delivery === 'pickup_point' && choice.pickupPointId === null) errors.pickupPointId = texts.pickupPoint;
  if (choice.delivery === 'store' && choice.storeId === null) errors.storeId = texts.store;
  if (choice.delivery !== null && (choice.payment === null || !paymentFitsDelivery(choice.payment, choice.delivery))) {
    errors.payment = texts.payment;
  }
  return errors;
}
