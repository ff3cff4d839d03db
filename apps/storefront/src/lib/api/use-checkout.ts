'use client';

import type { Cart, Checkout, CheckoutChoiceRequest } from '@stride/contract';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { CHECKOUT_PATH, readCheckout, sendChoice, sendContact } from './checkout-api';
import { VISITOR_PATHS } from './use-visitor';

/** The visitor's checkout: offers, choice, contact and the cart priced with them (read in the browser). */
export function useCheckout() {
  return useSWR(CHECKOUT_PATH, readCheckout);
}

/**
 * The checkout's changes. Every answer is the whole checkout, whose cart is the visitor's cart: both
 * shared keys take it (the header's count reads the cart), without another request. A failure leaves
 * both as they were and is the caller's to show.
 */
export function useCheckoutActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const publish = async (checkout: Checkout): Promise<Checkout> => {
      await Promise.all([
        mutate(CHECKOUT_PATH, checkout, { revalidate: false }),
        mutate<Cart>(VISITOR_PATHS.cart, checkout.cart, { revalidate: false }),
      ]);
      return checkout;
    };
    return {
      choose: async (choice: CheckoutChoiceRequest) => publish(await sendChoice(choice)),
      saveContact: async (contact: Readonly<Record<string, unknown>>) => publish(await sendContact(contact)),
      /** After an order the cart is closed: the header's count reads it again (0). */
      cartOrdered: () => mutate(VISITOR_PATHS.cart),
    };
  }, [mutate]);
}
