import type { Executor } from '@stride/db';
import {
  insertMarketingEvent,
  insertNewsletterSubscriber,
  type NewMarketingEvent,
  type SubscriberChannel,
} from './queries';

/**
 * What the feature modules do with the retention tool (decision 27): queue an event for it and put an
 * address on the newsletter list. The queue is forwarded in the background (marketing-forwarder.ts).
 */

/**
 * Queues a marketing event: one with an address is due for forwarding at once; one without is kept,
 * never forwarded (the tool knows visitors only by address). A second event with the same dedupe key
 * is no event. Returns whether it was stored.
 */
export function enqueueMarketingEvent(db: Executor, event: NewMarketingEvent): Promise<boolean> {
  return insertMarketingEvent(db, event, event.email !== null);
}

/**
 * Puts an address on the shop's newsletter list and, the first time, queues it for the tool as a
 * subscriber (a Subscribe event with its channel). Run it in one transaction: the list and the queue
 * never disagree. A second signup of the address changes nothing.
 */
export async function subscribeAddress(
  tx: Executor,
  webInstanceId: number,
  email: string,
  channel: SubscriberChannel,
): Promise<void> {
  if (!(await insertNewsletterSubscriber(tx, webInstanceId, email, channel))) return;
  await enqueueMarketingEvent(tx, { webInstanceId, type: 'Subscribe', userId: null, email, payload: { channel } });
}
