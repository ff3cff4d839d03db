import type { Currency, Locale } from '@stride/contract';
import {
  and,
  type DeliveryKind,
  type Executor,
  eq,
  type OrderDeliveryAddress,
  type OrderVatRow,
  operationUnits,
  operationUnitTranslations,
  orderGiftVouchers,
  orderItems,
  orders,
  type PaymentKind,
  sql,
  statement,
  webInstances,
  withdrawals,
} from '@stride/db';
import type { MailShop } from '../../mail/mail-layout';

/** The shop an e-mail speaks for: its language, name, mailbox and the bank account transfers go to. */
export type OrderMailShop = MailShop & {
  locale: Locale;
  bankIban: string;
  bankBic: string;
  bankAccountName: string;
  bankAccountLocal: string;
};

/** A line as bought: its unit price before the order's discounts (the sums take those off). */
export type OrderMailLine = { name: string; sizeName: string; unitPrice: number; count: number };

/** A gift voucher the order bought, as its confirmation lists it. */
export type OrderMailGiftVoucher = {
  value: number;
  recipientEmail: string | null;
  recipientName: string | null;
  sendOn: string | null;
};

/** An order as its confirmation shows it: the snapshot taken at creation, its lines and its shop. */
export type OrderForMail = {
  orderNumber: string;
  email: string;
  firstname: string;
  surname: string;
  companyName: string | null;
  street: string;
  city: string;
  zip: string;
  country: string;
  /** null for an order of gift vouchers only (nothing is shipped). */
  deliveryType: DeliveryKind | null;
  paymentType: PaymentKind;
  /** Where the buyer collects the order: the pickup point as ordered, or our store; null for a courier. */
  pickupPlace: string | null;
  deliveryAddress: OrderDeliveryAddress | null;
  currency: Currency;
  itemsTotal: number;
  shippingPrice: number;
  paymentPrice: number;
  discountTotal: number;
  isicDiscount: number;
  creditsUsed: number;
  totalSum: number;
  voucherPaid: number;
  toPay: number;
  vat: OrderVatRow[];
  status: string;
  paidAt: Date | null;
  paymentDeadline: Date | null;
  createdAt: Date;
  lines: OrderMailLine[];
  giftVouchers: OrderMailGiftVoucher[];
  shop: OrderMailShop;
};

const shopColumns = {
  locale: webInstances.locale,
  name: webInstances.name,
  adminEmail: webInstances.adminEmail,
  bankIban: webInstances.bankIban,
  bankBic: webInstances.bankBic,
  bankAccountName: webInstances.bankAccountName,
  bankAccountLocal: webInstances.bankAccountLocal,
};

/** Prepared, as the outbox sender reads one order for each e-mail: its planning took five times its run. */
const orderForMailStatement = statement('order_for_mail', (db) =>
  db
    .select({
      orderNumber: orders.orderNumber,
      email: orders.email,
      firstname: orders.firstname,
      surname: orders.surname,
      companyName: orders.companyName,
      street: orders.street,
      city: orders.city,
      zip: orders.zip,
      country: orders.country,
      deliveryType: orders.deliveryType,
      paymentType: orders.paymentType,
      pickupPoint: orders.pickupPoint,
      store: {
        name: sql<string | null>`coalesce(${operationUnitTranslations.name}, ${operationUnits.name})`,
        street: operationUnits.street,
        zip: operationUnits.zip,
        town: operationUnits.town,
      },
      deliveryAddress: orders.deliveryAddress,
      currency: orders.currency,
      itemsTotal: orders.itemsTotal,
      shippingPrice: orders.shippingPrice,
      paymentPrice: orders.paymentPrice,
      discountTotal: orders.discountTotal,
      isicDiscount: orders.isicDiscount,
      creditsUsed: orders.creditsUsed,
      totalSum: orders.totalSum,
      voucherPaid: orders.voucherPaid,
      toPay: orders.toPay,
      vat: orders.vat,
      status: orders.status,
      paidAt: orders.paidAt,
      paymentDeadline: orders.paymentDeadline,
      createdAt: orders.createdAt,
      shop: shopColumns,
      // The lines in the same statement: the outbox sender makes one round trip less per e-mail.
      lines: sql<OrderMailLine[]>`coalesce((select json_agg(json_build_object(
          'name', ${orderItems.name}, 'sizeName', ${orderItems.sizeName},
          'unitPrice', ${orderItems.unitPrice}, 'count', ${orderItems.count}) order by ${orderItems.id})
        from ${orderItems} where ${orderItems.orderId} = ${orders.id}), '[]')`,
      giftVouchers: sql<OrderMailGiftVoucher[]>`coalesce((select json_agg(json_build_object(
          'value', ${orderGiftVouchers.value}, 'recipientEmail', ${orderGiftVouchers.recipientEmail},
          'recipientName', ${orderGiftVouchers.recipientName}, 'sendOn', ${orderGiftVouchers.sendOn})
          order by ${orderGiftVouchers.id})
        from ${orderGiftVouchers} where ${orderGiftVouchers.orderId} = ${orders.id}), '[]')`,
    })
    .from(orders)
    .innerJoin(webInstances, eq(webInstances.id, orders.webInstanceId))
    .leftJoin(operationUnits, eq(operationUnits.id, orders.pickupStoreId))
    .leftJoin(
      operationUnitTranslations,
      and(
        eq(operationUnitTranslations.operationUnitId, operationUnits.id),
        eq(operationUnitTranslations.locale, webInstances.locale),
      ),
    )
    .where(eq(orders.id, sql.placeholder('orderId'))),
);

/** The order with its lines (in the order they were written) and its shop; null when there is no such order. */
export async function loadOrderForMail(db: Executor, orderId: number): Promise<OrderForMail | null> {
  const [row] = await orderForMailStatement(db).execute({ orderId });
  if (!row) return null;
  const { pickupPoint, store, lines, ...order } = row;
  // The pickup point's text is the order's snapshot; a store is named from its row (the order keeps its id).
  const storePlace = store?.name && store.street ? `${store.name}, ${store.street}, ${store.zip} ${store.town}` : null;
  return { ...order, pickupPlace: pickupPoint ?? storePlace, lines };
}

/** A withdrawal as its acknowledgement shows it: when it came, for which order, and the shop. */
export type WithdrawalForMail = {
  /** The address the buyer gave on the withdrawal page (the order's, as the page checks). */
  email: string;
  receivedAt: Date;
  orderNumber: string;
  shop: OrderMailShop;
};

export async function loadWithdrawalForMail(db: Executor, withdrawalId: number): Promise<WithdrawalForMail | null> {
  const [row] = await db
    .select({
      email: withdrawals.email,
      receivedAt: withdrawals.createdAt,
      orderNumber: orders.orderNumber,
      shop: shopColumns,
    })
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .innerJoin(webInstances, eq(webInstances.id, orders.webInstanceId))
    .where(eq(withdrawals.id, withdrawalId));
  return row ?? null;
}
