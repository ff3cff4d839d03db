import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { marketingEventTypeEnum } from './enums';
import { webInstances } from './web-instances';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Where the address came from: footer, signup, order (spec §7: a purchase subscribes with "order"). */
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('newsletter_subscribers_instance_email_uq').on(t.webInstanceId, t.email)],
);

/**
 * Events for the retention/e-mail marketing tool, kept as an outbox (decision 27): each is stored when
 * the browser sends it (only with marketing consent) and forwarded to the tool (Ecomail) afterwards,
 * with retries, by the api's marketing forwarder.
 */
export const marketingEvents = pgTable(
  'marketing_events',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    type: marketingEventTypeEnum('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address the tool knows the visitor by (the member's, the buyer's, the subscriber's); null: kept, never forwarded. */
    email: text('email'),
    /** One event per deed where a reload would repeat it (a purchase: `purchase:<order id>`). */
    dedupeKey: text('dedupe_key'),
    /** Forwarding tries before the next one. */
    attempts: integer('attempts').notNull().default(0),
    /** When the forwarder takes it next; null for an event without an address. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('marketing_events_instance_created_idx').on(t.webInstanceId, t.createdAt),
    unique('marketing_events_dedupe_key_uq').on(t.dedupeKey),
    index('marketing_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.forwardedAt} is null and ${t.nextAttemptAt} is not null`),
  ],
);

/**
 * A visitor's cookie choice (issue 16 §3), one row per change: when, which purposes, and the version
 * of the banner's text they were shown. `consentId` is the random id the visitor's consent cookie
 * carries, so a visitor's changes can be told apart from another's without knowing who they are.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    consentId: uuid('consent_id').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    textVersion: text('text_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_consent_id_idx').on(t.consentId, t.createdAt)],
);
