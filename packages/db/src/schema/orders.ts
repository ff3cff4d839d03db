import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { carts } from './carts';
import { currencyEnum, orderStatusEnum } from './enums';
import { productSizes } from './inventory';
import { products } from './products';
import { webInstances } from './web-instances';

/**
 * An order. `cart_id` is unique: submitting the same cart twice returns the same order. All amounts
 * are in minor units of `currency`, with VAT, snapshotted at creation.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id),
    orderNumber: text('order_number').notNull().unique(),
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
    deliveryType: text('delivery_type').notNull(),
    paymentType: text('payment_type').notNull(),
    pickupPoint: text('pickup_point'),
    currency: currencyEnum('currency').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    itemsTotal: integer('items_total').notNull(),
    shippingPrice: integer('shipping_price').notNull().default(0),
    paymentPrice: integer('payment_price').notNull().default(0),
    discountTotal: integer('discount_total').notNull().default(0),
    creditsUsed: integer('credits_used').notNull().default(0),
    totalSum: integer('total_sum').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
    count: integer('count').notNull(),
    totalPrice: integer('total_price').notNull(),
    earnsCredits: boolean('earns_credits').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);
