import { CURRENCIES, LOCALES } from '@stride/i18n';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Locale codes as the spec names them (cz, not cs), and the shops' currencies: @stride/i18n's lists. */
export const localeEnum = pgEnum('locale', LOCALES);
export const currencyEnum = pgEnum('currency', CURRENCIES);

/** piece kinds (shoes, apparel) are sold by size; nutrition and electronics have one "one size" variant. */
export const productKindEnum = pgEnum('product_kind', ['shoes', 'apparel', 'nutrition', 'electronics']);
/** on_sale: can be bought; not_on_sale: shown but not sold now; retired: model discontinued. */
export const productStatusEnum = pgEnum('product_status', ['on_sale', 'not_on_sale', 'retired']);

export const pageListEnum = pgEnum('page_list', ['header', 'statics01', 'statics02']);

export const cartStatusEnum = pgEnum('cart_status', ['open', 'ordered']);
export const orderStatusEnum = pgEnum('order_status', ['new', 'paid', 'shipped', 'delivered', 'cancelled']);

/** The events the retention/e-mail marketing tool is fed (spec §1, §7). */
export const marketingEventTypeEnum = pgEnum('marketing_event_type', [
  'SetCart',
  'Identify',
  'ViewContent',
  'ViewCategory',
  'Purchase',
  // A newsletter signup (footer, registration): reaches the tool as a subscriber, not as a browser event.
  'Subscribe',
]);

export type LocaleCode = (typeof localeEnum.enumValues)[number];
export type CurrencyCode = (typeof currencyEnum.enumValues)[number];
export type ProductKind = (typeof productKindEnum.enumValues)[number];
export type ProductStatus = (typeof productStatusEnum.enumValues)[number];
export type PageListName = (typeof pageListEnum.enumValues)[number];
export type MarketingEventType = (typeof marketingEventTypeEnum.enumValues)[number];
