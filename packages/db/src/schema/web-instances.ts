import { boolean, integer, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { currencyEnum, localeEnum } from './enums';
import { photos } from './media';

/**
 * One country storefront. The settings columns mirror `GlobalSettingsSchema` of @stride/contract
 * one to one, so the api maps them without a lookup table.
 */
export const webInstances = pgTable('web_instances', {
  id: serial('id').primaryKey(),
  locale: localeEnum('locale').notNull().unique(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  token: text('token').notNull().unique(),
  currency: currencyEnum('currency').notNull(),
  /** Standard VAT rate in percent (23 sk, 21 cz, 27 hu). */
  vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  /** Free shipping threshold in minor units of the currency. */
  freeShippingFrom: integer('free_shipping_from').notNull(),
  /** The cheapest delivery in minor units: the cart's delivery estimate until checkout picks one. */
  deliveryFrom: integer('delivery_from').notNull().default(0),
  /** The discount in percent an ISIC student card gives on full-price goods; 0 for none. */
  isicDiscountPercent: smallint('isic_discount_percent').notNull().default(0),
  adminEmail: text('admin_email').notNull(),
  /** The shop's bank account for transfers: IBAN and BIC (the QR payment formats carry them). */
  bankIban: text('bank_iban').notNull().default(''),
  bankBic: text('bank_bic').notNull().default(''),
  /** The account holder, as the bank knows it: the beneficiary of a transfer. */
  bankAccountName: text('bank_account_name').notNull().default(''),
  /** The account as the country writes it for people ("2800123456/2010", "11773016-11111018"). */
  bankAccountLocal: text('bank_account_local').notNull().default(''),
  placeholderPhotoId: integer('placeholder_photo_id').references(() => photos.id),
  /** Suffix of every page title, e.g. " | Stride.sk". */
  titleSuffix: text('title_suffix').notNull().default(''),
  // globalSettings (spec §3)
  phone: text('phone').notNull(),
  typeOfShop: smallint('type_of_shop').notNull().$type<1 | 2 | 3 | 4>(),
  facebookLoginEnabled: boolean('facebook_login_enabled').notNull().default(false),
  googleLoginEnabled: boolean('google_login_enabled').notNull().default(false),
  facebookLink: text('facebook_link').notNull().default(''),
  instagramLink: text('instagram_link').notNull().default(''),
  youtubeLink: text('youtube_link').notNull().default(''),
  conditionsForProcessingPersonalDataLink: text('conditions_for_processing_personal_data_link').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
