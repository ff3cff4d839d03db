import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
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
    /**
     * When the user proved the e-mail is theirs (the link of the verification e-mail or of a password
     * reset, or a provider that vouches for it). Guest orders with that e-mail join the account then.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('users_instance_email_uq').on(t.webInstanceId, t.email)],
);

/**
 * A social login identity (facebook, google) linked to a user. One provider account is one identity
 * per shop: the shops keep separate accounts (users are per web instance), and one Google account
 * may log in to the Slovak and the Czech shop, each time as that shop's user. The web instance is
 * the user's, repeated here so that the unique index can say so.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    /** 'google' or 'facebook'. */
    provider: text('provider').notNull(),
    /** The provider's stable id of the account (OpenID Connect `sub`, Facebook's app-scoped user id). */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_identities_instance_provider_subject_uq').on(t.webInstanceId, t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * Login sessions; only the SHA-256 of the cookie token is stored. A session expires `expiresAt`,
 * which moves forward as it is used (30 days when remembered, 12 hours idle otherwise).
 */
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
    /** When the session was last used, to the minute: the sliding expiry is written at most that often. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use links sent by e-mail: a password reset, or the proof that an e-mail is the user's. Only
 * the SHA-256 of the link's token is stored; a used link keeps its row (usedAt) until it expires.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password_reset' or 'email_verification'. */
    purpose: text('purpose').notNull(),
    /** The e-mail the link was sent to: a link proves only that address, even if the user changes it. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * The registration form's arithmetic question (issue 13 §1), held by the api: the form gets the two
 * digits and a random token, and the signup must bring the token back with the sum. Deleting the row
 * as it is checked makes it single-use; `expiresAt` makes it short-lived.
 */
export const signupChallenges = pgTable(
  'signup_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    answer: smallint('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signup_challenges_expires_idx').on(t.expiresAt)],
);

/** A user's saved delivery addresses, offered at checkout (the profile's own address is the first). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    surname: text('surname').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
);

/**
 * Request counts of the rate limits (login, signup, password reset) that every api process shares:
 * one row per limited key and window, the @fastify/rate-limit store of accounts/rate-limit-store.ts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
