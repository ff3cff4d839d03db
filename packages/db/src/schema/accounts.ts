import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { webInstances } from './web-instances';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** argon2id; null for accounts created by social login only. */
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Country code of the address, e.g. "sk". */
    country: text('country').notNull().default(''),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    zip: text('zip').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    companyName: text('company_name'),
    businessId: text('business_id'),
    taxId: text('tax_id'),
    vatNumber: text('vat_number'),
    /** Free-form profile parameters of spec §3 (User.params). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    newsletter: boolean('newsletter').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('users_instance_email_uq').on(t.webInstanceId, t.email)],
);

/** A social login identity (facebook, google) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_identities_provider_subject_uq').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** Login sessions; only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
