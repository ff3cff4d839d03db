import { CURRENCIES, type Currency } from '@stride/i18n';

/**
 * Money in integer minor units (spec §4 DESIGN "Money"). All three currencies are stored with two
 * decimals, HUF included: Hungarian prices are whole forints in practice, but one exponent keeps
 * arithmetic, the database and the formatters uniform.
 */
export { CURRENCIES, type Currency };

/** Decimal places of each currency's minor unit, as stored. */
export const CURRENCY_EXPONENT: Record<Currency, number> = { EUR: 2, CZK: 2, HUF: 2 };

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** Minor units per major unit (100 for every currency we sell in). */
export function minorUnitsPerMajor(currency: Currency): number {
  return 10 ** CURRENCY_EXPONENT[currency];
}

/** Rounds to the nearest integer, halves away from zero (2.5 → 3, -2.5 → -3), unlike Math.round. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * The integer nearest to numerator / denominator, halves away from zero, computed without floating
 * error for any safe integers (a float quotient can be off by one near 2^53).
 */
function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  let quotient = Math.floor(n / d);
  let remainder = n - quotient * d;
  if (remainder < 0) {
    quotient -= 1;
    remainder += d;
  } else if (remainder >= d) {
    quotient += 1;
    remainder -= d;
  }
  if (remainder * 2 >= d) quotient += 1;
  return sign * quotient || 0;
}

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be an integer amount of minor units, got ${value}`);
}

/** VAT rates are percentages with at most two decimals (23, 21, 27, or e.g. 5.5). */
function rateInHundredths(vatRatePercent: number): number {
  if (!Number.isFinite(vatRatePercent) || vatRatePercent < 0 || vatRatePercent > 100) {
    throw new RangeError(`VAT rate must be a percentage from 0 to 100, got ${vatRatePercent}`);
  }
  return Math.round(vatRatePercent * 100);
}

/**
 * The net amount of a gross (VAT-inclusive) price: gross × 100 / (100 + rate), rounded to the minor
 * unit with halves away from zero — the commercial rounding of invoices, and symmetric for refunds.
 * Example: 89,90 € at 23 % → 8990 × 100 / 123 = 7308.94… → 7309 (73,09 €).
 */
export function netFromGross(grossMinor: number, vatRatePercent: number): number {
  assertMinor(grossMinor, 'grossMinor');
  const rate = rateInHundredths(vatRatePercent);
  const numerator = grossMinor * 10_000;
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`grossMinor is too large: ${grossMinor}`);
  return divideRounded(numerator, 10_000 + rate);
}

/** The smallest amount a price can move by: a whole forint, a cent, a haléř. */
export function amountStep(currency: Currency): number {
  return currency === 'HUF' ? 100 : 1;
}

/**
 * The net of a gross amount in the currency's whole steps: whole forints, as a Hungarian invoice's
 * VAT is in whole forints (a gross stored with fillér is taken to its nearest forint first, halves
 * up, as the cart charges it). Cents and haléře: netFromGross itself.
 */
export function netInSteps(grossMinor: number, vatRatePercent: number, currency: Currency): number {
  const step = amountStep(currency);
  if (step === 1) return netFromGross(grossMinor, vatRatePercent);
  return netFromGross(Math.floor((grossMinor + step / 2) / step), vatRatePercent) * step;
}

/** The VAT contained in a gross price, so that net + VAT is exactly the gross. */
export function vatFromGross(grossMinor: number, vatRatePercent: number): number {
  return grossMinor - netFromGross(grossMinor, vatRatePercent);
}

/** The gross price of a net amount, rounded like netFromGross (halves away from zero). */
export function grossFromNet(netMinor: number, vatRatePercent: number): number {
  assertMinor(netMinor, 'netMinor');
  const rate = rateInHundredths(vatRatePercent);
  const numerator = netMinor * (10_000 + rate);
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`netMinor is too large: ${netMinor}`);
  return divideRounded(numerator, 10_000);
}

/**
 * The discount badge of a product: how many percent the final price is below the standard price.
 * Rounded DOWN to a whole percent, so the shop never advertises more than the real saving
 * (129,90 → 104,90 € is 19.2 % → "-19 %"; 100 → 80,50 is 19.5 % → still "-19 %"). 0 when there is
 * no saving (final ≥ standard) or no standard price; 100 when the final price is zero.
 */
export function discountPercent(finalMinor: number, standardMinor: number): number {
  assertMinor(finalMinor, 'finalMinor');
  assertMinor(standardMinor, 'standardMinor');
  if (standardMinor <= 0 || finalMinor >= standardMinor) return 0;
  if (finalMinor <= 0) return 100;
  const saving = (standardMinor - finalMinor) * 100;
  if (!Number.isSafeInteger(saving)) throw new RangeError(`standardMinor is too large: ${standardMinor}`);
  return Math.floor(saving / standardMinor);
}

/** Minor units of a major amount (e.g. 89.9 EUR → 8990), halves away from zero. */
export function toMinorUnits(major: number, currency: Currency): number {
  if (!Number.isFinite(major)) throw new RangeError(`amount must be finite, got ${major}`);
  // toPrecision(15) removes binary noise first: 1.005 × 100 is 100.49999999999999 in floating point.
  const scaled = Number((major * minorUnitsPerMajor(currency)).toPrecision(15));
  const minor = roundHalfAwayFromZero(scaled) || 0;
  assertMinor(minor, 'amount');
  return minor;
}

/** The major amount of minor units (8990 → 89.9), for Intl formatting at the edge only. */
export function toMajorUnits(minor: number, currency: Currency): number {
  assertMinor(minor, 'minor');
  return minor / minorUnitsPerMajor(currency);
}

/**
 * Minor units as a plain decimal with the currency's places and a dot ("1234.50", "-0.05"): what
 * machine-read formats (payment codes, product feeds) take, computed on integers, never a float.
 */
export function decimalAmount(minor: number, currency: Currency): string {
  assertMinor(minor, 'minor');
  const places = CURRENCY_EXPONENT[currency];
  const per = minorUnitsPerMajor(currency);
  const whole = Math.floor(Math.abs(minor) / per);
  const fraction = String(Math.abs(minor) % per).padStart(places, '0');
  return `${minor < 0 ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}
