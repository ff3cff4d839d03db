import { type Locale, SHOP_TIME_ZONE } from '@stride/i18n';

/** The shop's calendar day now (YYYY-MM-DD): a send date is a day in the shop's time zone. */
export function shopToday(locale: Locale, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE[locale] }).format(now);
}
