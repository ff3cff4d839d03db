import { type Currency, MINOR_PER_MAJOR } from './currency';
import { INTL_LOCALE, type Locale } from './locales';

const formats = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build and a product list formats dozens of prices: keep them. */
function numberFormat(locale: Locale, currency: Currency, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A price for the shopper, e.g. "89,90 €" (sk), "2 290 Kč" (cz), "35 990 Ft" (hu).
 *
 * - EUR always shows cents; CZK and HUF show none when the amount is whole ("2 290 Kč") and two
 *   decimals otherwise ("2 290,50 Kč"), as Czech and Hungarian shops print prices.
 * - Grouping and the space before the symbol are NO-BREAK SPACES (U+00A0), so a price never wraps.
 *   Some ICU versions use a narrow no-break space (U+202F) instead; it is replaced, so the server
 *   (Node) and the browser render the same text and hydration matches.
 * - Hungarian does not group four-digit numbers ("1235 Ft"); Slovak and Czech do ("1 234,00 €").
 *   That is the languages' own convention (CLDR), kept as Intl gives it.
 * - The amount is formatted from its exact decimal string, never through a rounded float.
 */
export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`formatMoney: not an integer amount of minor units: ${minor}`);
  const key = `${locale}|${currency}|${minor}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = format(minor, currency, locale);
    // Bounded: a full memo starts over rather than growing with every amount ever shown.
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/**
 * Texts already formatted, by locale, currency and amount: a shop shows the same prices again and
 * again (a cart answer formats some thirty amounts), and Intl's formatting is the costly part.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED = 20_000;

function format(minor: number, currency: Currency, locale: Locale): string {
  const whole = minor % MINOR_PER_MAJOR === 0;
  const fractionDigits = currency === 'EUR' || !whole ? 2 : 0;
  const absolute = Math.abs(minor);
  const decimal = `${minor < 0 ? '-' : ''}${Math.floor(absolute / MINOR_PER_MAJOR)}.${String(absolute % MINOR_PER_MAJOR).padStart(2, '0')}`;
  return numberFormat(locale, currency, fractionDigits)
    .format(decimal as Intl.StringNumericLiteral)
    .replace(/\u202f/g, '\u00a0');
}
