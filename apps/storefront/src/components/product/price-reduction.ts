import type { PriceAmounts } from '@stride/rules/browser';

/** The price fields of a product the api sends (`discount` is computed against the prior price). */
export type ReducibleProduct = {
  finalPriceData: PriceAmounts;
  standardPriceData: PriceAmounts;
  lowestPrice30DaysData: PriceAmounts | null;
  discount: number;
};

/**
 * Whether a product shows a price reduction, and what with. EU Omnibus: wherever a reduction shows
 * (struck price or badge), the prior price (lowest of the 30 days before it) shows too. So one rule
 * for every place: a reduction shows only when the final price is below the standard price AND the
 * api's `discount` is positive — the api gives 0 when the prior price is not above the final price
 * (a raise, an ended promotion), see docs/decisions/0005-omnibus-prior-price.md. Then the struck
 * standard price, the badge (`percent`) and the prior-price line (`prior`, when the api has one) all
 * show; otherwise none of them, just the price.
 */
export type PriceReduction = { shown: boolean; percent: number; prior: PriceAmounts | null };

const NO_REDUCTION: PriceReduction = { shown: false, percent: 0, prior: null };

export function priceReduction(product: ReducibleProduct): PriceReduction {
  const shown = product.finalPriceData.price < product.standardPriceData.price && product.discount > 0;
  if (!shown) return NO_REDUCTION;
  return { shown, percent: product.discount, prior: product.lowestPrice30DaysData };
}

/** A reduction that shows, with the struck standard price: what a price block and a badge draw. */
export type ShownReduction = { standardPriceData: PriceAmounts; percent: number; prior: PriceAmounts | null };

/** The reduction of a product as drawn, or undefined when none shows (priceReduction decides). */
export function shownReduction(product: ReducibleProduct): ShownReduction | undefined {
  const { shown, percent, prior } = priceReduction(product);
  return shown ? { standardPriceData: product.standardPriceData, percent, prior } : undefined;
}
