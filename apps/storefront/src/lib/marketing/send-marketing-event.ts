'use client';

import type { Cart, MarketingCartLine, MarketingEventRequest } from '@stride/contract';
import { currentConsent } from '@/lib/consent/consent-store';

const EVENTS_PATH = '/api/lib/v1/marketing-events';

/**
 * Sends one event for the retention tool to our api (issue 16 §4, decision 27), and only when the
 * visitor agreed to marketing: without that consent nothing leaves the page. Fire and forget, with
 * `keepalive` (a click that navigates still delivers it): an event never delays or breaks a page,
 * and a failure is nothing the shopper should see (spec §8).
 */
export function sendMarketingEvent(event: MarketingEventRequest): void {
  if (currentConsent()?.marketing !== true) return;
  void fetch(EVENTS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(event),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}

/** The cart's lines as the tool takes them: product, its size's stock item, pieces, the line's price. */
export function marketingCartLines(cart: Cart): MarketingCartLine[] {
  return cart.items.map((item) => ({
    productId: item.product.id,
    storeId: item.size.id,
    count: item.count,
    totalPrice: item.linePriceData.price,
    currency: item.linePriceData.currency,
  }));
}
