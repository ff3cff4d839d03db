import type { PriceAmounts } from '@stride/rules/browser';
import type { ShownReduction } from './price-reduction';

/**
 * A price's amounts as a card carries them in the page's RSC payload: a tuple, in PriceAmounts'
 * order. A listing page holds up to three prices per card (final, struck standard, prior), and the
 * four key names cost ~70 bytes a price: ~4.5 KB of a page of reduced products.
 */
export type PackedAmounts = readonly [
  price: number,
  priceFormatted: string,
  priceWithoutVat: number,
  priceWithoutVatFormatted: string,
];

export function packAmounts({ price, priceFormatted, priceWithoutVat, priceWithoutVatFormatted }: PriceAmounts) {
  return [price, priceFormatted, priceWithoutVat, priceWithoutVatFormatted] as const satisfies PackedAmounts;
}

export function unpackAmounts([price, priceFormatted, priceWithoutVat, priceWithoutVatFormatted]: PackedAmounts) {
  return { price, priceFormatted, priceWithoutVat, priceWithoutVatFormatted } satisfies PriceAmounts;
}

/** A shown reduction with its prices packed. */
export type PackedReduction = { standardPriceData: PackedAmounts; percent: number; prior: PackedAmounts | null };

export function packReduction({ standardPriceData, percent, prior }: ShownReduction): PackedReduction {
  return { standardPriceData: packAmounts(standardPriceData), percent, prior: prior && packAmounts(prior) };
}

export function unpackReduction({ standardPriceData, percent, prior }: PackedReduction): ShownReduction {
  return { standardPriceData: unpackAmounts(standardPriceData), percent, prior: prior && unpackAmounts(prior) };
}
