import { CURRENCIES, type Currency, SHOP_TYPES, type ShopType } from '@stride/rules';
import { z } from 'zod';

/** Locale codes as the spec names them (cz, not cs). */
export const LocaleSchema = z.enum(['sk', 'cz', 'hu']);
export type Locale = z.infer<typeof LocaleSchema>;

export const CurrencySchema = z.enum(CURRENCIES);
export type { Currency };

/** Shop type of spec §4: 1 and 3 show prices with VAT, 2 without, 4 only when the company has a VAT number. */
export const ShopTypeSchema = z.literal(SHOP_TYPES);
export type { ShopType };

export const PhotoSchema = z.object({
  path: z.string(),
  updateTime: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const PageLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  urlTitle: z.string(),
  /**
   * The page's role, the same in every language (delivery, returns-30-days, free-returns,
   * why-buy-here, order-by-14, running-advice, credits, contact, store): the storefront finds e.g.
   * the delivery page for its "free shipping" link by it. Optional so older answers still parse.
   */
  kind: z.string().optional(),
});
export type PageLink = z.infer<typeof PageLinkSchema>;

/**
 * A price as the spec's finalPriceData/standardPriceData: `price` in integer minor units with VAT,
 * `priceWithoutVat` the net amount, each with its text formatted for the web instance's locale.
 */
export const PriceDataSchema = z.object({
  price: z.number().int(),
  priceFormatted: z.string(),
  priceWithoutVat: z.number().int(),
  priceWithoutVatFormatted: z.string(),
  currency: CurrencySchema,
  vatRate: z.number(),
});
export type PriceData = z.infer<typeof PriceDataSchema>;

/** One field error, attached by the storefront to the named form field (spec §8). */
export const FieldMessageSchema = z.object({
  field: z.string().nullable(),
  message: z.string(),
});

/** Every 4xx/5xx answer of the api has this shape; messages are translated to the web instance's locale. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  messages: z.array(FieldMessageSchema),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** An amount of the shop's currency: minor units, and as the shop writes it. */
export const MoneySchema = z.object({ amount: z.number().int(), formatted: z.string() });
export type Money = z.infer<typeof MoneySchema>;
