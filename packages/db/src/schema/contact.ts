import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { webInstances } from './web-instances';

/**
 * A message sent with a shop's contact form (issue 15 §2): kept so the outbox can e-mail it to the
 * shop's admin address after the request's transaction commits, and again if the mail server is down.
 */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  webInstanceId: integer('web_instance_id')
    .notNull()
    .references(() => webInstances.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The sender's address: the e-mail's reply-to. */
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
