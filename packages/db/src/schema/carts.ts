import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { deliveryMethods, paymentMethods, pickupPoints } from './checkout';
import { cartStatusEnum } from './enums';
import { productSizes } from './inventory';
import { coupons, giftVouchers } from './loyalty';
import { products } from './products';
import { operationUnits } from './stores';
import { webInstances } from './web-instances';

/**
 * Contact and delivery data entered in checkout (POST /cart/contact), as @stride/rules' contact
 * schema accepted it, kept until the order is created. The api types it; the database keeps it whole.
 */
export type CartContact = Record<string, unknown>;

/**
 * A cart, anonymous (by access token) or of a user. Only the SHA-256 of the access token is stored.
 * `ordered` carts are closed; submitting one again returns its order.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: cartStatusEnum('status').notNull().default('open'),
    contact: jsonb('contact').$type<CartContact>(),
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id, { onDelete: 'set null' }),
    giftVoucherId: integer('gift_voucher_id').references((): AnyPgColumn => giftVouchers.id, { onDelete: 'set null' }),
    /** Credits the user chose to apply (minor units of the web instance currency). */
    creditsUsed: integer('credits_used').notNull().default(0),
    /** The delivery and payment chosen in checkout (their rows hold the prices); null until chosen. */
    deliveryMethodId: integer('delivery_method_id').references((): AnyPgColumn => deliveryMethods.id, {
      onDelete: 'set null',
    }),
    paymentMethodId: integer('payment_method_id').references((): AnyPgColumn => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** The parcel pickup point (Packeta branch id) or our store the buyer collects from, per the delivery. */
    pickupPointId: integer('pickup_point_id').references((): AnyPgColumn => pickupPoints.id, { onDelete: 'set null' }),
    pickupStoreId: integer('pickup_store_id').references((): AnyPgColumn => operationUnits.id, {
      onDelete: 'set null',
    }),
    isic: jsonb('isic').$type<{ surname: string; code: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * One more at every change of the cart, its lines or what it carries (each change takes the row's
     * lock first and counts it): an answer kept for the cart is stale once this has moved.
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('carts_user_idx').on(t.userId, t.status), index('carts_updated_idx').on(t.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    /** Optional line discriminator of the add-to-cart payload (e.g. a set or a gift). */
    hash: text('hash').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_cart_size_hash_uq').on(t.cartId, t.sizeId, t.hash),
    index('cart_items_size_idx').on(t.sizeId),
  ],
);

/**
 * What a buyer chose for a gift voucher (decision 18): its face value (minor units, whole units of
 * the currency), design, dedication, and who receives its e-mail when (null: the buyer, once paid).
 * The cart's line and the order's copy of it hold the same columns; a call gives fresh builders.
 */
export function giftVoucherChoiceColumns() {
  return {
    value: integer('value').notNull(),
    design: text('design').notNull(),
    dedication: text('dedication').notNull(),
    recipientEmail: text('recipient_email'),
    recipientName: text('recipient_name'),
    sendOn: date('send_on', { mode: 'string' }),
  };
}

/**
 * A gift voucher to buy, a line of the cart of its own (decision 18): its face value (minor units,
 * whole units of the currency), design, dedication, and who receives its e-mail when (null: the
 * buyer, once paid). Priced by priceCart outside VAT and the goods; written under the cart's lock.
 */
export const cartGiftVouchers = pgTable(
  'cart_gift_vouchers',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    ...giftVoucherChoiceColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_gift_vouchers_cart_idx').on(t.cartId), check('cart_gift_vouchers_value_ck', sql`${t.value} > 0`)],
);

/** A wishlist: of a user, or anonymous by a cookie token (assigned to the user on login). */
export const wishlists = pgTable('wishlists', {
  id: serial('id').primaryKey(),
  webInstanceId: integer('web_instance_id')
    .notNull()
    .references(() => webInstances.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .references(() => users.id, { onDelete: 'cascade' })
    .unique(),
  tokenHash: text('token_hash').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wishlist_items_wishlist_product_uq').on(t.wishlistId, t.productId),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
