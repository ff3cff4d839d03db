import {
  and,
  asc,
  type Executor,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  type MarketingEventType,
  marketingEvents,
  newsletterSubscribers,
  sql,
  webInstances,
} from '@stride/db';
import type { RetryDelay } from '../../lib/outbox-loop';
import { retryAfter } from '../../lib/retry-delay-queries';

/** Where a subscriber came from (spec §7: a purchase subscribes with "order"). */
export type SubscriberChannel = 'footer' | 'order';

export type NewMarketingEvent = {
  webInstanceId: number;
  type: MarketingEventType;
  userId: number | null;
  /** The address the tool knows the visitor by; null: kept, never forwarded (the tool needs one). */
  email: string | null;
  payload: Record<string, unknown>;
  /** Set where a repeat of the deed must not make a second event (a purchase's thank-you page reloaded). */
  dedupeKey?: string;
};

/**
 * Stores a marketing event, due for forwarding at once when `due`, else never. A second event with
 * the same dedupe key is no event. Returns whether it was stored.
 */
export async function insertMarketingEvent(db: Executor, event: NewMarketingEvent, due: boolean): Promise<boolean> {
  const rows = await db
    .insert(marketingEvents)
    .values({
      webInstanceId: event.webInstanceId,
      type: event.type,
      userId: event.userId,
      email: event.email,
      payload: event.payload,
      dedupeKey: event.dedupeKey ?? null,
      nextAttemptAt: due ? sql`now()` : null,
    })
    .onConflictDoNothing({ target: marketingEvents.dedupeKey })
    .returning({ id: marketingEvents.id });
  return rows.length > 0;
}

/**
 * Puts an address on the shop's newsletter list; the unique (shop, address) key makes a second
 * signup a no-op. Returns whether the address is new on the list.
 */
export async function insertNewsletterSubscriber(
  db: Executor,
  webInstanceId: number,
  email: string,
  channel: SubscriberChannel,
): Promise<boolean> {
  const added = await db
    .insert(newsletterSubscribers)
    .values({ webInstanceId, email, channel })
    .onConflictDoNothing({ target: [newsletterSubscribers.webInstanceId, newsletterSubscribers.email] })
    .returning({ id: newsletterSubscribers.id });
  return added.length > 0;
}

/** A due event the forwarder holds for now (its lease). */
export type ClaimedMarketingEvent = {
  id: number;
  type: MarketingEventType;
  email: string;
  payload: Record<string, unknown>;
  /** The shop's locale (sk, cz, hu): the subscriber's tag in the tool. */
  locale: string;
  attempts: number;
};

/**
 * Takes up to `limit` due events in one statement (rows another forwarder is taking are skipped),
 * pushing their next attempt `leaseSeconds` ahead as they are taken: the mail outbox's claim
 * (mail/outbox-queries.ts) on this table.
 */
export async function claimDueMarketingEvents(
  db: Executor,
  { limit, leaseSeconds }: { limit: number; leaseSeconds: number },
): Promise<ClaimedMarketingEvent[]> {
  const due = db
    .select({ id: marketingEvents.id })
    .from(marketingEvents)
    .where(
      and(
        isNull(marketingEvents.forwardedAt),
        isNotNull(marketingEvents.nextAttemptAt),
        lte(marketingEvents.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(marketingEvents.nextAttemptAt), asc(marketingEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(marketingEvents)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds}::int)` })
    .from(webInstances)
    .where(and(inArray(marketingEvents.id, due), eq(webInstances.id, marketingEvents.webInstanceId)))
    .returning({
      id: marketingEvents.id,
      type: marketingEvents.type,
      email: marketingEvents.email,
      payload: marketingEvents.payload,
      locale: webInstances.locale,
      attempts: marketingEvents.attempts,
    });
  return claimed
    .flatMap((row) => (row.email === null ? [] : [{ ...row, email: row.email }]))
    .sort((a, b) => a.id - b.id);
}

/** The event reached the tool: never forwarded again. */
export async function markMarketingEventForwarded(db: Executor, id: number): Promise<void> {
  await db
    .update(marketingEvents)
    .set({ forwardedAt: sql`now()`, attempts: sql`${marketingEvents.attempts} + 1`, lastError: null })
    .where(and(eq(marketingEvents.id, id), isNull(marketingEvents.forwardedAt)));
}

/** The attempt failed: counted, its error kept, due again after a growing delay. */
export async function markMarketingEventFailed(db: Executor, id: number, error: string, delay: RetryDelay) {
  await db
    .update(marketingEvents)
    .set({
      attempts: sql`${marketingEvents.attempts} + 1`,
      lastError: error.slice(0, 2000),
      nextAttemptAt: retryAfter(marketingEvents.attempts, delay),
    })
    .where(and(eq(marketingEvents.id, id), isNull(marketingEvents.forwardedAt)));
}

/** Gives back events this forwarder took but will not forward (it is stopping): due again at once. */
export async function releaseMarketingEvents(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(marketingEvents)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(marketingEvents.id, [...ids]), isNull(marketingEvents.forwardedAt)));
}
