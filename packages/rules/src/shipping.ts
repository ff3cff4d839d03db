import type { Currency } from './money';

/**
 * Free-shipping thresholds (spec §1, §9): 70 EUR, 2000 CZK, 27,000 HUF — in minor units, each
 * currency stored with two decimals. They are the shop's claim per country, not a conversion.
 */
export const FREE_SHIPPING_THRESHOLD_MINOR: Record<Currency, number> = {
  EUR: 70_00,
  CZK: 2000_00,
  HUF: 27_000_00,
};

/**
 * Whether an order total (minor units, with VAT) ships free. "Above 70 EUR" is read as "from 70 EUR":
 * an order of exactly 70,00 € ships free, as shoppers reading the claim expect.
 */
export function qualifiesForFreeShipping(totalMinor: number, currency: Currency): boolean {
  return totalMinor >= FREE_SHIPPING_THRESHOLD_MINOR[currency];
}

/** How much more the shopper must add to ship free (minor units), 0 once the total qualifies. */
export function amountToFreeShipping(totalMinor: number, currency: Currency): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_MINOR[currency] - totalMinor);
}
