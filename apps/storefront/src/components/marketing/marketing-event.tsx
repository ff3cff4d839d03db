'use client';

import type { MarketingEventRequest } from '@stride/contract';
import { useEffect, useRef } from 'react';
import { useConsent } from '@/lib/consent/consent-store';
import { sendMarketingEvent } from '@/lib/marketing/send-marketing-event';

/**
 * A page's event for the retention tool (ViewContent on a product, ViewCategory on a category,
 * Purchase on the thank-you page), sent once a page, in the browser: a cached page stays the same
 * for everyone, and the event goes only once the visitor has agreed to marketing (also when they
 * agree on this very page). Draws nothing.
 */
export function MarketingEvent({ event }: { event: MarketingEventRequest }) {
  const marketing = useConsent()?.marketing === true;
  const sent = useRef<string | null>(null);
  const key = JSON.stringify(event);
  useEffect(() => {
    if (!marketing || sent.current === key) return;
    sent.current = key;
    sendMarketingEvent(JSON.parse(key) as MarketingEventRequest);
  }, [marketing, key]);
  return null;
}
