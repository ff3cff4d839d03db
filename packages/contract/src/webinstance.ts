import { z } from 'zod';
import { CurrencySchema, LocaleSchema, PageLinkSchema, PhotoSchema, ShopTypeSchema } from './common';

export const GlobalSettingsSchema = z.object({
  phone: z.string(),
  type_of_shop: ShopTypeSchema,
  facebook_login_enabled: z.boolean(),
  google_login_enabled: z.boolean(),
  facebook_link: z.string(),
  instagram_link: z.string(),
  youtube_link: z.string(),
  conditions_for_processing_personal_data_link: z.string(),
});
export type GlobalSettings = z.infer<typeof GlobalSettingsSchema>;

export const WebInstanceSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  webInstanceToken: z.string(),
  locale: LocaleSchema,
  currency: CurrencySchema,
  /** Standard VAT rate in percent, e.g. 23 for Slovakia. */
  vatRate: z.number(),
  /** Free shipping threshold in minor units of the currency (spec §1). */
  freeShippingFrom: z.number().int(),
  /** The cheapest delivery in minor units: the cart's estimate until checkout picks a carrier. */
  deliveryFrom: z.number().int().nonnegative(),
  /** The ISIC student card's discount on full-price goods, in percent (0: none). */
  isicDiscountPercent: z.number().int().min(0).max(100),
  adminEmail: z.string(),
  /** The shop's account for bank transfers: IBAN, BIC, holder, and the account as the country writes it. */
  bankAccount: z.object({ iban: z.string(), bic: z.string(), name: z.string(), local: z.string() }),
  placeholderPhoto: PhotoSchema,
  pagesHeader: z.array(PageLinkSchema),
  globalSettings: GlobalSettingsSchema,
});
export type WebInstance = z.infer<typeof WebInstanceSchema>;
