import { GIFT_VOUCHER_DESIGNS } from '@stride/rules';
import { z } from 'zod';
import { MoneySchema } from './common';

const IdSchema = z.number().int().positive().max(2_147_483_647);

/** The voucher's picture: road, trail or track running (decision 18). */
export const GiftVoucherDesignSchema = z.enum(GIFT_VOUCHER_DESIGNS);
export type GiftVoucherDesign = z.infer<typeof GiftVoucherDesignSchema>;

/**
 * GET /api/lib/v1/gift-vouchers/offer: what the shop sells as gift vouchers (cacheable, like catalog
 * reads): the preset values, the range of a custom value (whole units of the currency), the designs
 * with their names in the shop's language, the dedication's length, how long a voucher is valid, and
 * how far ahead its e-mail may be sent.
 */
export const GiftVoucherOfferSchema = z.object({
  values: z.array(MoneySchema),
  minimum: MoneySchema,
  maximum: MoneySchema,
  designs: z.array(z.object({ id: GiftVoucherDesignSchema, name: z.string() })),
  dedication: z.object({ min: z.number().int(), max: z.number().int() }),
  validMonths: z.number().int(),
  maxSendDays: z.number().int(),
});
export type GiftVoucherOffer = z.infer<typeof GiftVoucherOfferSchema>;

/** Who receives the voucher's e-mail when it is not the buyer. */
export const GiftVoucherRecipientSchema = z.object({ email: z.string(), name: z.string() });
export type GiftVoucherRecipient = z.infer<typeof GiftVoucherRecipientSchema>;

/**
 * POST /api/lib/v1/cart/gift-vouchers: one voucher to buy. The shapes are checked here; the value's
 * range, the dedication's length, the recipient's e-mail and the send date by @stride/rules'
 * giftVoucherProblems (the storefront's form runs the same), each a translated message on its field.
 */
export const CartGiftVoucherAddSchema = z.object({
  /** Minor units of the shop's currency, a whole number of its units (10 € is 1000). */
  value: z.number().int().max(1_000_000_000),
  design: GiftVoucherDesignSchema,
  dedication: z.string().max(1000),
  /** null: the voucher goes to the buyer's own e-mail. */
  recipient: z.object({ email: z.string().max(254), name: z.string().max(200) }).nullable(),
  /** 'YYYY-MM-DD', today up to maxSendDays ahead (the shop's calendar); null: as soon as the order is paid. */
  sendOn: z.string().max(10).nullable(),
});
export type CartGiftVoucherAdd = z.infer<typeof CartGiftVoucherAddSchema>;

/** A gift voucher line of the cart: bought as it is, outside VAT and the goods (decision 18). */
export const CartGiftVoucherSchema = z.object({
  id: IdSchema,
  value: MoneySchema,
  design: GiftVoucherDesignSchema,
  dedication: z.string(),
  recipient: GiftVoucherRecipientSchema.nullable(),
  sendOn: z.string().nullable(),
});
export type CartGiftVoucher = z.infer<typeof CartGiftVoucherSchema>;

export const CartGiftVoucherParamsSchema = z.object({ id: z.coerce.number().pipe(IdSchema) });

/** A gift voucher an order bought, as its summary (thank-you page, account order detail) lists it. */
export const OrderGiftVoucherSchema = CartGiftVoucherSchema.omit({ id: true });
export type OrderGiftVoucher = z.infer<typeof OrderGiftVoucherSchema>;
