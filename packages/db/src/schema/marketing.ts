import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
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

/** Events for the retention/e-mail marketing tool, kept as an outbox. */
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
  },
  (t) => [index('marketing_events_instance_created_idx').on(t.webInstanceId, t.createdAt)],
);
