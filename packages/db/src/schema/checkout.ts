import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { contactMessages } from './contact';
import { localeEnum } from './enums';
import { giftVouchers } from './loyalty';
import { orders } from './orders';
import { webInstances } from './web-instances';

/** How an order reaches the buyer (issue 12 §1): a courier, a parcel pickup point, or one of our stores. */
export const deliveryKindEnum = pgEnum('delivery_kind', ['courier', 'pickup_point', 'store']);
/** How it is paid: a card through the gateway, a bank transfer, cash on delivery, or in the store. */
export const paymentKindEnum = pgEnum('payment_kind', ['card', 'bank_transfer', 'cash_on_delivery', 'in_store']);

export type DeliveryKind = (typeof deliveryKindEnum.enumValues)[number];
export type PaymentKind = (typeof paymentKindEnum.enumValues)[number];

/**
 * A delivery a web instance offers, with its price in minor units of the shop's currency (with VAT).
 * Goods worth the shop's free-shipping threshold ship free whatever the kind.
 */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    kind: deliveryKindEnum('kind').notNull(),
    price: integer('price').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    unique('delivery_methods_instance_kind_uq').on(t.webInstanceId, t.kind),
    check('delivery_methods_price_ck', sql`${t.price} >= 0`),
  ],
);

/** A payment a web instance offers, with its fee (cash on delivery has one; the others are 0). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    kind: paymentKindEnum('kind').notNull(),
    price: integer('price').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    unique('payment_methods_instance_kind_uq').on(t.webInstanceId, t.kind),
    check('payment_methods_price_ck', sql`${t.price} >= 0`),
  ],
);

/** Opening hours of a pickup point as Packeta's feed gives them: a text per ISO weekday (1 Monday … 7 Sunday). */
export type PickupPointHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', string>>;

/**
 * A parcel pickup point, imported from Packeta's public branch feed (its JSON export). The id is
 * Packeta's branch id, so a re-import updates a point in place and an order keeps pointing at it.
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: integer('id').primaryKey(),
    country: localeEnum('country').notNull(),
    name: text('name').notNull(),
    /** The shop or box the point is in ("Trafika", "Z-BOX"). */
    place: text('place').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    openingHours: jsonb('opening_hours').$type<PickupPointHours>().notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    /** Lower-case, unaccented city, postal code without spaces, name and street: what the picker's search matches. */
    searchText: text('search_text').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pickup_points_country_city_idx').on(t.country, t.city)],
);

/**
 * A card payment of an order at the gateway (Comgate's transaction). An order may have several: the
 * buyer can retry after a cancelled one. The gateway's status call is the only truth about it.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway's transaction id (transId). */
    transactionId: text('transaction_id').notNull().unique(),
    /** PENDING, PAID, CANCELLED or AUTHORIZED, as the gateway last said. */
    status: text('status').notNull().default('PENDING'),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/**
 * The local test gateway's transactions (used when no COMGATE_* settings are given): what the real
 * gateway would keep on its side. Several api processes share it through the database.
 */
export const testGatewayTransactions = pgTable('test_gateway_transactions', {
  transactionId: text('transaction_id').primaryKey(),
  merchant: text('merchant').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  label: text('label').notNull(),
  refId: text('ref_id').notNull(),
  email: text('email').notNull().default(''),
  /** PENDING until the buyer pays or cancels on the test payment page. */
  status: text('status').notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mails to send, written in the transaction that makes them due (an order, a withdrawal) and sent
 * after its commit, with retries: a mail server that is down delays an e-mail, never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** order_confirmation | withdrawal_acknowledgement | gift_voucher | contact_message */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A bought gift voucher's e-mail (kind gift_voucher): one per voucher (unique), due at its send date. */
    giftVoucherId: integer('gift_voucher_id')
      .unique('mail_outbox_gift_voucher_uq')
      .references((): AnyPgColumn => giftVouchers.id, { onDelete: 'cascade' }),
    withdrawalId: integer('withdrawal_id').references((): AnyPgColumn => withdrawals.id, { onDelete: 'cascade' }),
    /** A contact form's message to the shop (kind contact_message). */
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** A withdrawal from the contract (the EU withdrawal function): one per order, acknowledged by e-mail. */
export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
