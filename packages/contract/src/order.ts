import { z } from 'zod';
import { MoneySchema } from './cart';
import { DeliveryKindSchema, PaymentKindSchema } from './checkout';
import { OrderGiftVoucherSchema } from './gift-vouchers';

/**
 * POST /api/lib/v1/order/create answers the order made from the visitor's cart (or the one it made
 * before: creating is idempotent). `token` opens the thank-you page: only the buyer has it.
 */
export const OrderCreatedSchema = z.object({
  orderNumber: z.string(),
  token: z.string(),
  /** Where to send the buyer now: the card gateway's payment page, or null for the thank-you page. */
  paymentUrl: z.string().nullable(),
});
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** Idempotency-Key (optional): the same key completes once; a repeat answers the same order. */
export const OrderCreateHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(128)
    .regex(/^[\w-]+$/)
    .optional(),
});

export const OrderTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** How the buyer pays an order, as the thank-you page and the e-mail tell it. */
export const OrderPaymentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank_transfer'),
    amount: MoneySchema,
    iban: z.string(),
    bic: z.string(),
    accountName: z.string(),
    account: z.string(),
    /** The order number: the variable symbol (sk, cz) or the reference (hu). */
    reference: z.string(),
    qr: z.object({ format: z.enum(['paybysquare', 'spayd', 'hct']), svg: z.string() }),
  }),
  z.object({
    kind: z.literal('card'),
    amount: MoneySchema,
    state: z.enum(['paid', 'waiting', 'cancelled']),
    /** Until when an unpaid card order waits (ISO time); the buyer may retry until then. */
    deadline: z.string().nullable(),
  }),
  z.object({ kind: z.literal('cash_on_delivery'), amount: MoneySchema }),
  z.object({ kind: z.literal('in_store'), amount: MoneySchema }),
  /** Gift vouchers or credits paid it all: the order is paid as it is made, whatever payment was chosen. */
  z.object({ kind: z.literal('nothing_to_pay'), amount: MoneySchema }),
]);
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** GET /api/lib/v1/order/thank-you/{token}: the order as its buyer sees it after ordering. */
export const OrderSummarySchema = z.object({
  orderNumber: z.string(),
  email: z.string(),
  createdAt: z.string(),
  status: z.enum(['new', 'paid', 'shipped', 'delivered', 'cancelled']),
  items: z.array(
    z.object({
      name: z.string(),
      size: z.string(),
      count: z.number().int(),
      unitPrice: MoneySchema,
      totalPrice: MoneySchema,
    }),
  ),
  /** null for an order of gift vouchers only: nothing is shipped (decision 18). */
  delivery: z
    .object({
      kind: DeliveryKindSchema,
      price: MoneySchema,
      /** The pickup point or store, named and addressed as when ordered; null for a courier. */
      place: z.string().nullable(),
    })
    .nullable(),
  /** The gift vouchers bought (their codes go by e-mail to whoever receives each, once the order is paid). */
  giftVouchers: z.array(OrderGiftVoucherSchema),
  paymentKind: PaymentKindSchema,
  sums: z.object({
    goods: MoneySchema,
    /** ISIC and coupon. */
    discounts: MoneySchema,
    /** The member's credits spent in the order (0 when none): taken off the goods like a discount. */
    credits: MoneySchema,
    delivery: MoneySchema,
    paymentFee: MoneySchema,
    vat: z.array(z.object({ ratePercent: z.number(), net: MoneySchema, vat: MoneySchema })),
    /** The gift vouchers bought: in the total, outside VAT and the goods. */
    giftVouchers: MoneySchema,
    total: MoneySchema,
    voucherPaid: MoneySchema,
    toPay: MoneySchema,
  }),
  payment: OrderPaymentSchema,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** POST /api/lib/v1/order/thank-you/{token}/payment: a new card payment for a waiting order. */
export const OrderPaymentRetrySchema = z.object({ paymentUrl: z.string() });

/** POST /api/lib/v1/order/withdrawal: the EU withdrawal function, by order number and e-mail. */
export const WithdrawalRequestSchema = z.object({
  /** Order numbers are digits (the shop's id and a sequence number): anything else names no order. */
  orderNumber: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{1,12}$/),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
});
export const WithdrawalReceivedSchema = z.object({ orderNumber: z.string(), receivedAt: z.string() });
export type WithdrawalReceived = z.infer<typeof WithdrawalReceivedSchema>;
