import { type Currency, formatMoney, INTL_LOCALE, type Locale, MINOR_PER_MAJOR } from '@stride/i18n';

/**
 * An amount in a shop claim ("Doprava zdarma nad 70 €", "nad 2 000 Kč", "27 000 Ft felett"): a whole
 * amount reads without decimals even in euros; any other amount is formatted like a price.
 */
export function formatClaimAmount(minor: number, currency: Currency, locale: Locale): string {
  if (!Number.isSafeInteger(minor) || minor % MINOR_PER_MAJOR !== 0) return formatMoney(minor, currency, locale);
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
    .format(minor / MINOR_PER_MAJOR)
    .replace(/\u202f/g, '\u00a0');
}
