'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { fillPath } from '@/components/common/slots';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { sendOrder } from '@/lib/api/checkout-api';
import { useCheckoutActions } from '@/lib/api/use-checkout';
import { useShopNavigation } from '@/lib/hooks/use-shop-navigation';
import { currentIdempotencyKey, forgetIdempotencyKey } from './idempotency-key';

/** Ready to order, the order on its way, or made and the buyer on the way to pay or to the thank-you page. */
export type PlaceOrderState = 'ready' | 'sending' | 'to-gateway' | 'to-thank-you';

/**
 * Places the order (issue 12 §2): once however often it is clicked (the Idempotency-Key of this try,
 * and nothing sent while a request is out). A made order empties the header's cart, then sends the
 * buyer to the card gateway's page or to the thank-you page. A refusal shows the api's messages (out
 * of stock, not on sale, a coupon used up) and the next try gets a new key; a failure with no answer
 * keeps the key, since the order may have been made, and says what spec §8 says.
 */
export function usePlaceOrder(thankYouPath: string, cartToken: string) {
  const t = useTranslations('checkout.summary');
  const actions = useCheckoutActions();
  const navigation = useShopNavigation();
  const [state, setState] = useState<PlaceOrderState>('ready');
  const [errors, setErrors] = useState<string[]>([]);
  // A second click can come before the disabled button is drawn: the ref sees it at once.
  const sending = useRef(false);

  async function place() {
    if (sending.current) return;
    sending.current = true;
    setState('sending');
    setErrors([]);
    let order: Awaited<ReturnType<typeof sendOrder>>;
    try {
      order = await sendOrder(currentIdempotencyKey(cartToken));
    } catch (error) {
      sending.current = false;
      setState('ready');
      if (error instanceof BrowserApiError && error.status < 500) {
        forgetIdempotencyKey();
        setErrors(error.messages.length > 0 ? error.messages.map((entry) => entry.message) : [t('orderFailed')]);
      } else {
        console.error('checkout: the order failed', error);
        setErrors([t('orderFailed')]);
      }
      return;
    }
    forgetIdempotencyKey();
    setState(order.paymentUrl ? 'to-gateway' : 'to-thank-you');
    await actions
      .cartOrdered()
      .catch((error: unknown) => console.error('checkout: the cart was not read again', error));
    if (order.paymentUrl) window.location.assign(order.paymentUrl);
    else navigation.push(fillPath(thankYouPath, { token: order.token }));
  }

  return { state, errors, place };
}
