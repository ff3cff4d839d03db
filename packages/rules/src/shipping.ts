/*
 * Free shipping (spec §1, §9). The threshold is the web instance's `freeShippingFrom` (minor units of
 * its currency), set per shop in the database: these rules take it from there, never from a constant.
 */

/**
 * Whether an order total (minor units, with VAT) ships free. "Above 70 EUR" is read as "from 70 EUR":
 * an order of exactly 70,00 € ships free, as shoppers reading the claim expect.
 */
export function qualifiesForFreeShipping(totalMinor: number, thresholdMinor: number): boolean {
  return totalMinor >= thresholdMinor;
}

/** How much more the shopper must add to ship free (minor units), 0 once the total qualifies. */
export function amountToFreeShipping(totalMinor: number, thresholdMinor: number): number {
  return Math.max(0, thresholdMinor - totalMinor);
}
