import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderGiftVouchers, orders } from './orders';
import { webInstances } from './web-instances';

/**
 * A discount coupon: a fixed `value` (minor units) or a `percent`, with its terms (dates, minimum,
 * uses). Credits convert into single-use coupons of a user. @stride/rules' couponRefusal decides.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull().unique(),
    value: integer('value'),
    percent: smallint('percent'),
    minOrderTotal: integer('min_order_total').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Uses in all orders together; null is unlimited (a coupon from credits has 1). */
    maxUses: integer('max_uses'),
    /**
     * Orders that used it: counted up in the order's transaction, where the CHECK refuses a use past
     * `max_uses` (a single-use coupon in two carts at once gives one order and one refusal).
     */
    uses: integer('uses').notNull().default(0),
    /** Uses by one customer; null is unlimited. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Leaves goods already on sale out of the discount. */
    skipsDiscountedGoods: boolean('skips_discounted_goods').notNull().default(false),
    /** Owner when the coupon came from converted credits; only that user may use it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_user_idx').on(t.userId),
    check('coupons_uses_within_max_ck', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

/** One use of a coupon by an order; the unique pair guards against counting a use twice. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coupon_redemptions_coupon_order_uq').on(t.couponId, t.orderId),
    index('coupon_redemptions_order_idx').on(t.orderId),
  ],
);

/**
 * A gift voucher bought in one order and spent in others: `balance` is what is left of `value`, each
 * order's debit taken under the row's lock; the CHECK keeps it from going below zero.
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    value: integer('value').notNull(),
    /** Minimum order total the voucher may be applied to. */
    minOrderValue: integer('min_order_value').notNull().default(0),
    dedication: text('dedication'),
    balance: integer('balance').notNull(),
    purchaseOrderId: integer('purchase_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * The order line it was issued for (decision 18); unique, so a line is issued once however often
     * its order's PAID comes in. Null for a voucher made another way (the seed's).
     */
    orderGiftVoucherId: integer('order_gift_voucher_id')
      .unique('gift_vouchers_order_gift_voucher_uq')
      .references(() => orderGiftVouchers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_vouchers_balance_ck', sql`${t.balance} >= 0 and ${t.balance} <= ${t.value}`)],
);

/** What an order paid with a gift voucher; one debit per voucher and order. */
export const voucherDebits = pgTable(
  'voucher_debits',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('voucher_debits_voucher_order_uq').on(t.voucherId, t.orderId)],
);

/**
 * Credits of a user as a ledger: the balance is the sum of `delta`. (order, reason) is unique so an
 * order earns or spends credits at most once per reason. Every insert adds its delta to the user's
 * `credit_balances` row (a trigger, migration 0021), whose CHECK refuses a balance below zero.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    /** earned | earned_reversed | spent | spent_returned | converted (the contract's CreditEntryReason) */
    reason: text('reason').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('credit_ledger_order_reason_uq').on(t.orderId, t.reason),
    index('credit_ledger_user_idx').on(t.userId),
  ],
);

/**
 * A member's credit balance, the sum of their ledger rows, kept by the ledger's insert trigger
 * (migration 0021). It is the row every credit-moving transaction locks (FOR UPDATE) before it reads
 * the balance and writes the ledger, and its CHECK is the last guard: a debit past the balance fails
 * in the database, whatever the code computed.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('credit_balances_balance_ck', sql`${t.balance} >= 0`)],
);

/**
 * The demo register of ISIC student cards, which verifies a card when no ISIC api is configured
 * (ISIC_API_URL): the card number (S + 12 digits + a letter) and the holder's surname as printed.
 */
export const isicCards = pgTable('isic_cards', {
  id: serial('id').primaryKey(),
  cardNumber: text('card_number').notNull().unique(),
  surname: text('surname').notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
});
