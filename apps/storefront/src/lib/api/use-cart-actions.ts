'use client';

import type { Cart, CartGiftVoucherAdd, CartItemAdd } from '@stride/contract';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { marketingCartLines, sendMarketingEvent } from '@/lib/marketing/send-marketing-event';
import { BrowserApiError, sendJson } from './browser-fetch';
import { VISITOR_PATHS } from './use-visitor';

const CART = VISITOR_PATHS.cart;

/** The cart without one line, as the page shows it while the server removes it (spec §4). */
export function withoutLine(cart: Cart, itemId: number): Cart {
  const removed = cart.items.find((item) => item.id === itemId);
  if (!removed) return cart;
  return { ...cart, count: cart.count - removed.count, items: cart.items.filter((item) => item.id !== itemId) };
}

/** The cart without one gift voucher, as the page shows it while the server removes it. */
export function withoutGiftVoucher(cart: Cart, voucherId: number): Cart {
  if (!cart.giftVouchers.some((voucher) => voucher.id === voucherId)) return cart;
  return {
    ...cart,
    count: cart.count - 1,
    giftVouchers: cart.giftVouchers.filter((voucher) => voucher.id !== voucherId),
  };
}

/**
 * The cart's changes. Every answer of the api is the whole cart, so each change puts its answer into
 * the one shared cart (the SWR key the header's count and the cart page read): both change at once,
 * without a second request. A failed change leaves the shared cart as it was; the caller shows the
 * api's field message (a 4xx) or, for a network failure, only logs it (spec §8).
 */
export function useCartActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const change = async (send: () => Promise<Cart>): Promise<Cart> => {
      const cart = await send();
      await mutate(CART, cart, { revalidate: false });
      return cart;
    };
    /** A change of the lines: the retention tool gets the cart's lines as they now are (SetCart, with marketing consent). */
    const changeLines = async (send: () => Promise<Cart>): Promise<Cart> => {
      const cart = await change(send);
      sendMarketingEvent({ type: 'SetCart', lines: marketingCartLines(cart) });
      return cart;
    };
    /**
     * Optimistic (spec §4): what `path` deletes leaves the shared cart first (`without`); the server's
     * answer replaces it, or a failure puts it back. One already gone on the server (404) reloads the cart.
     */
    const removeOptimistically = async (path: string, without: (cart: Cart) => Cart): Promise<void> => {
      try {
        const cart = await mutate<Cart | undefined>(CART, sendJson<Cart>('DELETE', path), {
          optimisticData: (current?: Cart) => (current ? without(current) : current),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
        if (cart) sendMarketingEvent({ type: 'SetCart', lines: marketingCartLines(cart) });
      } catch (error) {
        if (error instanceof BrowserApiError && error.status === 404) await mutate(CART);
        else throw error;
      }
    };
    return {
      add: (item: CartItemAdd) => changeLines(() => sendJson<Cart>('POST', CART, { items: [item] })),
      /** Several sizes in one request (the nutrition plan): one transaction, all of them or none. */
      addAll: (items: readonly CartItemAdd[]) => changeLines(() => sendJson<Cart>('POST', CART, { items })),
      setCount: (itemId: number, count: number) =>
        changeLines(() => sendJson<Cart>('PUT', `${CART}/items/${itemId}`, { item: { count } })),
      /** A line, optimistically. */
      remove: (itemId: number) => removeOptimistically(`${CART}/items/${itemId}`, (cart) => withoutLine(cart, itemId)),
      /** A gift voucher bought (issue 14 §3): a line of its own, one piece in the header's count. */
      addGiftVoucher: (voucher: CartGiftVoucherAdd) =>
        changeLines(() => sendJson<Cart>('POST', `${CART}/gift-vouchers`, voucher)),
      /** A gift voucher to buy, optimistically like a line. */
      removeGiftVoucher: (voucherId: number) =>
        removeOptimistically(`${CART}/gift-vouchers/${voucherId}`, (cart) => withoutGiftVoucher(cart, voucherId)),
      applyCoupon: (code: string) => change(() => sendJson<Cart>('POST', `${CART}/coupon`, { couponHash: code })),
      removeCoupon: () => change(() => sendJson<Cart>('DELETE', `${CART}/coupon`)),
      applyVoucher: (code: string) => change(() => sendJson<Cart>('POST', `${CART}/voucher`, { code })),
      removeVoucher: () => change(() => sendJson<Cart>('DELETE', `${CART}/voucher`)),
      applyIsic: (surname: string, code: string) =>
        change(() => sendJson<Cart>('POST', `${CART}/isic`, { isic: { surname, code } })),
      removeIsic: () => change(() => sendJson<Cart>('DELETE', `${CART}/isic`)),
      /** A member's credits, in minor units of the shop's currency; 0 takes them off. */
      applyCredits: (credit: number) => change(() => sendJson<Cart>('POST', `${CART}/credits`, { credit })),
    };
  }, [mutate]);
}

export type CartActions = ReturnType<typeof useCartActions>;

/**
 * What a failed cart change tells the shopper: the api's translated messages (field-named, for the
 * form) when it answered with them; a network or unexpected failure is only logged (spec §8).
 */
export function failureMessages(error: unknown): { field: string | null; message: string }[] {
  if (error instanceof BrowserApiError && error.messages.length > 0) return error.messages;
  console.error('cart: the change failed', error);
  return [];
}
