import type { DatabaseHandle } from '@stride/db';
import { createOutboxLoop, type OutboxLog, type OutboxLoop, type RetryDelay } from '../../lib/outbox-loop';
import type { EcomailClient } from './ecomail-client';
import {
  type ClaimedMarketingEvent,
  claimDueMarketingEvents,
  markMarketingEventFailed,
  markMarketingEventForwarded,
  releaseMarketingEvents,
} from './queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** The marketing events' forwarder: `nudge()` after storing an event (a no-op without Ecomail). */
    marketingOutbox: OutboxLoop;
  }
}

/**
 * Forwards the stored marketing events to Ecomail after the request that stored them has answered,
 * with retries (the mail outbox's loop, lib/outbox-loop.ts): a page never waits for the tool, and
 * the tool being down delays an event, never loses it.
 */
export function createMarketingForwarder(options: {
  database: Pick<DatabaseHandle, 'db'>;
  client: EcomailClient;
  log: OutboxLog;
  pollMs?: number;
  retryDelay?: RetryDelay;
}): OutboxLoop {
  const { database, client } = options;
  return createOutboxLoop<ClaimedMarketingEvent>({
    claim: (limit, leaseSeconds) => claimDueMarketingEvents(database.db, { limit, leaseSeconds }),
    deliver: (event) => client.forward(event),
    markDelivered: (id) => markMarketingEventForwarded(database.db, id),
    markFailed: (id, error, delay) => markMarketingEventFailed(database.db, id, error, delay),
    release: (ids) => releaseMarketingEvents(database.db, ids),
    log: options.log,
    describe: (event) => ({ type: event.type }),
    noun: 'marketing event',
    // Events are small and many: more a claim than e-mails; a call takes at most 10 s (ecomail-client.ts).
    batchSize: 20,
    ...(options.pollMs !== undefined && { pollMs: options.pollMs }),
    ...(options.retryDelay !== undefined && { retryDelay: options.retryDelay }),
  });
}

/** Without Ecomail the events are only kept: nothing to deliver, so the loop is one that does nothing. */
export const KEEP_ONLY: OutboxLoop = {
  nudge() {},
  start() {},
  sendDue: async () => 0,
  stop: async () => {},
};
