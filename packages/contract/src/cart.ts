import { z } from 'zod';
import { MoneySchema, PhotoSchema, PriceDataSchema } from './common';
import { CartGiftVoucherSchema } from './gift-vouchers';
import { ProductRefSchema } from './product-ref';

const IdSchema = z.number().int().positive().max(2_147_483_647);

/** Pieces of one line: at least one, and no more than a household buys of one size. */
export const CART_LINE_MAX_COUNT = 99;
const LineCountSchema = z.number().int().min(1).max(CART_LINE_MAX_COUNT);

// Money lives in common.ts (gift-vouchers.ts needs it, and cart.ts needs gift-vouchers.ts); kept exported here for the modules that import it from the cart.
export { type Money, MoneySchema } from './common';

/**
 * Why a line is not charged as it was asked for: its size sold out, its product is no longer sold
 * (both stay visible and out of the total), or its count was cut to the pieces in stock.
 */
export const CartLineNoticeSchema = z.enum(['sold_out', 'not_on_sale', 'count_reduced']);
export type CartLineNotice = z.infer<typeof CartLineNoticeSchema>;

/**
 * A cart line (spec §3: id, count, product.id), with what the cart page shows of it. Prices are
 * today's: the cart stores none.
 */
export const CartItemSchema = z.object({
  id: IdSchema,
  /** Pieces of this line. */
  count: z.number().int().positive(),
  product: ProductRefSchema.extend({ name: z.string(), urlTitle: z.string(), photo: PhotoSchema.nullable() }),
  size: z.object({ id: IdSchema, name: z.string() }),
  /** One piece at today's price. */
  unitPriceData: PriceDataSchema,
  /**
   * The line's pieces at today's price, before the cart's discounts: what the cart page shows on the
   * line, beside the sums that take the discounts off. 0 for a line that is not charged.
   */
  lineFullPriceData: PriceDataSchema,
  /** The line after its share of the discounts (what the order will charge for it); 0 when not charged. */
  linePriceData: PriceDataSchema,
  /** False for a sold-out size or a product no longer sold: shown, not charged. */
  charged: z.boolean(),
  notice: CartLineNoticeSchema.nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** A VAT rate's share of the cart: goods after their discounts, and delivery. */
export const CartVatRowSchema = z.object({ ratePercent: z.number(), net: MoneySchema, vat: MoneySchema });

/** What the cart costs, computed by @stride/rules' priceCart, which will price the order too. */
export const CartSumsSchema = z.object({
  /** The charged lines before discounts. */
  goods: PriceDataSchema,
  isicDiscount: MoneySchema,
  couponDiscount: MoneySchema,
  /**
   * The member's credits taken off the goods after ISIC and the coupon (0 when none): a discount,
   * split over the lines so VAT follows. Free delivery is judged before it (spending credits never
   * costs free delivery).
   */
  creditsDiscount: MoneySchema,
  /** The chosen delivery's price, the cheapest until checkout picks one; 0 above the free-delivery threshold. */
  delivery: MoneySchema,
  /** What more in goods would make delivery free; 0 once it is. */
  missingForFreeDelivery: MoneySchema,
  /** The chosen payment's fee (cash on delivery); 0 for the others and until one is chosen. */
  paymentFee: MoneySchema,
  vat: z.array(CartVatRowSchema),
  /** Goods after discounts and delivery: what the order is worth. */
  total: PriceDataSchema,
  /**
   * The gift vouchers bought in this cart (0 when none): in `total` and `toPay`, but not goods: no
   * VAT, no discount, no free delivery, and a gift voucher on the cart does not pay for them.
   */
  giftVouchers: MoneySchema,
  /** The total less what gift vouchers pay. */
  toPay: MoneySchema,
});
export type CartSums = z.infer<typeof CartSumsSchema>;

/** Why a coupon gives nothing (spec messages: unknown code, expired, minimum not reached, already used). */
export const CouponRefusalReasonSchema = z.enum([
  'unknown',
  'not_yet_valid',
  'expired',
  'used_up',
  'already_used',
  'minimum_not_reached',
]);
export type CouponRefusalReason = z.infer<typeof CouponRefusalReasonSchema>;

/** The coupon on the cart: what it takes off now, or why it takes nothing (translated). */
export const CartCouponSchema = z.object({
  code: z.string(),
  discount: MoneySchema,
  refusal: z.object({ reason: CouponRefusalReasonSchema, message: z.string() }).nullable(),
});
export type CartCoupon = z.infer<typeof CartCouponSchema>;

/** Why a gift voucher pays nothing. */
export const VoucherRefusalReasonSchema = z.enum(['unknown', 'expired', 'used', 'minimum_not_reached']);
export type VoucherRefusalReason = z.infer<typeof VoucherRefusalReasonSchema>;

/**
 * The gift voucher on the cart: a payment, not a discount on goods. It pays what it can of the total
 * and keeps the rest; or it says why it pays nothing now (translated).
 */
export const CartVoucherSchema = z.object({
  code: z.string(),
  paid: MoneySchema,
  remaining: MoneySchema,
  refusal: z.object({ reason: VoucherRefusalReasonSchema, message: z.string() }).nullable(),
});
export type CartVoucher = z.infer<typeof CartVoucherSchema>;

/** POST /api/lib/v1/cart/credits: how many credits (minor units of the shop's currency; see credits.ts) the member applies; 0 takes them off. */
export const CartCreditsRequestSchema = z.object({ credit: z.number().int().nonnegative().max(1_000_000_000) });
export type CartCreditsRequest = z.infer<typeof CartCreditsRequestSchema>;

/** The credits on the cart: what the member asked for, and what they take off now (up to the balance and the goods). */
export const CartCreditsSchema = z.object({
  requested: MoneySchema,
  applied: MoneySchema,
  /** The member's balance now, before this cart's order debits it. */
  balance: MoneySchema,
});
export type CartCredits = z.infer<typeof CartCreditsSchema>;

/** The verified ISIC student card on the cart, and what its discount takes off full-price goods now. */
export const CartIsicSchema = z.object({ code: z.string(), surname: z.string(), discount: MoneySchema });
export type CartIsic = z.infer<typeof CartIsicSchema>;

/** GET /api/lib/v1/cart, and the answer of every cart change: the visitor's whole cart. */
export const CartSchema = z.object({
  /**
   * Finds the cart again (spec §6); null until the visitor's first add creates a cart, so looking at
   * an empty cart never writes anything.
   */
  accessToken: z.string().nullable(),
  /** Pieces in the cart, the sum of the lines' counts and one for each gift voucher: the header's cart badge. */
  count: z.number().int().nonnegative(),
  items: z.array(CartItemSchema),
  /** Gift vouchers to buy (decision 18), each a line of its own. */
  giftVouchers: z.array(CartGiftVoucherSchema),
  coupon: CartCouponSchema.nullable(),
  voucher: CartVoucherSchema.nullable(),
  isic: CartIsicSchema.nullable(),
  /** The member's credits on the cart; null when none are asked for (a visitor's cart, or 0 requested). */
  credits: CartCreditsSchema.nullable(),
  sums: CartSumsSchema,
});
export type Cart = z.infer<typeof CartSchema>;

/** One add to the cart (spec §3): a size of a product; `hash` tells apart lines of one size (a set). */
export const CartItemAddSchema = z.object({
  count: LineCountSchema,
  sizeId: IdSchema,
  productId: IdSchema,
  hash: z.string().max(64).optional(),
});
export type CartItemAdd = z.infer<typeof CartItemAddSchema>;

const CartItemAddsSchema = z.array(CartItemAddSchema).min(1).max(50);

/** POST /cart: `{items}`, or the same wrapped as `{cart: {items}}` (spec §7). */
export const CartAddRequestSchema = z
  .union([z.object({ items: CartItemAddsSchema }), z.object({ cart: z.object({ items: CartItemAddsSchema }) })])
  .transform((body) => ('items' in body ? body.items : body.cart.items));

/** PUT /cart/items/{id}: the line's new count. */
export const CartItemUpdateRequestSchema = z.object({ item: z.object({ count: LineCountSchema }) });

/** DELETE /cart/items/bulk: the lines to remove. */
export const CartItemsRemoveRequestSchema = z.object({ items: z.array(IdSchema).min(1).max(100) });

export const CartItemParamsSchema = z.object({ id: z.coerce.number().pipe(IdSchema) });

/** POST /cart/coupon: the code as the shopper typed it (any case, spaces around it dropped). */
export const CartCouponRequestSchema = z.object({ couponHash: z.string().trim().min(1).max(64) });

/** POST /cart/voucher: a gift voucher's code as the shopper typed it. */
export const CartVoucherRequestSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** POST /cart/isic (spec §7): the card's holder and number as printed (spaces and case do not matter). */
export const CartIsicRequestSchema = z.object({
  isic: z.object({ surname: z.string().trim().min(2).max(60), code: z.string().trim().min(1).max(32) }),
});
