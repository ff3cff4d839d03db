import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { carts, giftVoucherChoiceColumns } from './carts';
import type { DeliveryKind, PaymentKind } from './checkout';
import { currencyEnum, orderStatusEnum } from './enums';
import { productSizes } from './inventory';
import { products } from './products';
import { operationUnits } from './stores';
import { webInstances } from './web-instances';

/** A different delivery address the buyer gave (courier delivery only). */
export type OrderDeliveryAddress = {
  firstname: string;
  surname: string;
  street: string;
  city: string;
  zip: string;
  country: string;
};

/** The VAT of one rate over the order, as priceCart computed it at creation. */
export type OrderVatRow = { ratePercent: number; netMinor: number; vatMinor: number; grossMinor: number };

/**
 * An order. `cart_id` is unique: submitting the same cart twice returns the same order; so is
 * (web instance, Idempotency-Key). All amounts are in minor units of `currency`, with VAT,
 * snapshotted at creation. `order_number` is per web instance (a sequence of each, never reused).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id),
    orderNumber: text('order_number').notNull().unique(),
    /** SHA-256 of the token in the thank-you link: only the buyer holds the link, never the number alone. */
    accessTokenHash: text('access_token_hash').notNull().unique(),
    idempotencyKey: text('idempotency_key'),
    cartId: integer('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('new'),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    companyName: text('company_name'),
    businessId: text('business_id'),
    taxId: text('tax_id'),
    vatNumber: text('vat_number'),
    note: text('note').notNull().default(''),
    dedication: text('dedication'),
    /** null for an order of gift vouchers only: nothing is shipped (decision 18). */
    deliveryType: text('delivery_type').$type<DeliveryKind>(),
    paymentType: text('payment_type').$type<PaymentKind>().notNull(),
    /** The chosen pickup point's or store's name and address, as it was when ordered. */
    pickupPoint: text('pickup_point'),
    pickupPointId: integer('pickup_point_id'),
    pickupStoreId: integer('pickup_store_id'),
    deliveryAddress: jsonb('delivery_address').$type<OrderDeliveryAddress>(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    currency: currencyEnum('currency').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    itemsTotal: integer('items_total').notNull(),
    shippingPrice: integer('shipping_price').notNull().default(0),
    paymentPrice: integer('payment_price').notNull().default(0),
    discountTotal: integer('discount_total').notNull().default(0),
    creditsUsed: integer('credits_used').notNull().default(0),
    isicDiscount: integer('isic_discount').notNull().default(0),
    couponId: integer('coupon_id'),
    totalSum: integer('total_sum').notNull(),
    /** What gift vouchers paid of the total. */
    voucherPaid: integer('voucher_paid').notNull().default(0),
    /** The total less what vouchers paid: what the buyer pays by card, transfer, on delivery or in the store. */
    toPay: integer('to_pay').notNull(),
    vat: jsonb('vat').$type<OrderVatRow[]>().notNull(),
    /** A card order unpaid by then is cancelled and its stock returns; null for the other payments. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_instance_idempotency_key_uq').on(t.webInstanceId, t.idempotencyKey),
    index('orders_payment_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'new' and ${t.paymentDeadline} is not null`),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_instance_created_idx').on(t.webInstanceId, t.createdAt),
  ],
);

/** A line of an order with a snapshot of what was bought at what price. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sizeId: integer('size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sizeName: text('size_name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    totalPrice: integer('total_price').notNull(),
    earnsCredits: boolean('earns_credits').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

/**
 * Pieces an order took from a store's stock: what a cancelled order gives back, to the unit it came
 * from (a line can come from two warehouses).
 */
export const orderStockMoves = pgTable(
  'order_stock_moves',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    operationUnitId: integer('operation_unit_id')
      .notNull()
      .references(() => operationUnits.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_stock_moves_order_idx').on(t.orderId)],
);

/**
 * A gift voucher an order bought (decision 18), copied from the cart's line in the order's
 * transaction. Once the order is paid it becomes a `gift_vouchers` row, whose unique
 * `order_gift_voucher_id` lets each line be issued once, however often PAID is applied.
 */
export const orderGiftVouchers = pgTable(
  'order_gift_vouchers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...giftVoucherChoiceColumns(),
  },
  (t) => [
    index('order_gift_vouchers_order_idx').on(t.orderId),
    check('order_gift_vouchers_value_ck', sql`${t.value} > 0`),
  ],
);
