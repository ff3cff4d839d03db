import type { Locale } from './locales';

/** The currencies of the three web instances; @stride/rules and @stride/contract take them from here. */
export const CURRENCIES = ['EUR', 'CZK', 'HUF'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Every currency is stored with two decimals in integer minor units (see @stride/rules money.ts). */
export const MINOR_PER_MAJOR = 100;

/** One currency per web instance (spec §1): Slovakia EUR, Czechia CZK, Hungary HUF. */
export const LOCALE_CURRENCY: Record<Locale, Currency> = { sk: 'EUR', cz: 'CZK', hu: 'HUF' };

/** Standard VAT rate of each country in percent (prices are stored with VAT; net is derived). */
export const LOCALE_VAT_RATE: Record<Locale, number> = { sk: 23, cz: 21, hu: 27 };

export function currencyForLocale(locale: Locale): Currency {
  return LOCALE_CURRENCY[locale];
}

export function vatRateForLocale(locale: Locale): number {
  return LOCALE_VAT_RATE[locale];
}
