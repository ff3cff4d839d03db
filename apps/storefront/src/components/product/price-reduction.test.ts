import type { PriceData } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { priceReduction, type ReducibleProduct } from './price-reduction';

/** A gross EUR price at 23 % VAT, in cents (formatting does not matter to the rule). */
function eur(cents: number): PriceData {
  const net = Math.round(cents / 1.23);
  return {
    price: cents,
    priceFormatted: `${cents / 100} €`,
    priceWithoutVat: net,
    priceWithoutVatFormatted: `${net / 100} €`,
    currency: 'EUR',
    vatRate: 23,
  };
}

function product(final: number, standard: number, prior: number | null, discount: number): ReducibleProduct {
  return {
    finalPriceData: eur(final),
    standardPriceData: eur(standard),
    lowestPrice30DaysData: prior === null ? null : eur(prior),
    discount,
  };
}

describe('priceReduction (one rule for the struck price, the badge and the Omnibus line)', () => {
  it('shows a normal discount with its percent and the prior price', () => {
    // 100 € → 80 €, lowest of the 30 days before 90 €: the api's discount is against 90 €.
    expect(priceReduction(product(8000, 10000, 9000, 11))).toEqual({ shown: true, percent: 11, prior: eur(9000) });
  });

  it('shows nothing when the api gives discount 0 although the final price is below the standard', () => {
    // The prior price (75 €) is not above the final price (80 €): no reduction to announce.
    expect(priceReduction(product(8000, 10000, 7500, 0))).toEqual({ shown: false, percent: 0, prior: null });
  });

  it('shows the reduction without a prior-price line when there is no earlier history', () => {
    // Discount against the standard price, as the api falls back to it.
    expect(priceReduction(product(8000, 10000, null, 20))).toEqual({ shown: true, percent: 20, prior: null });
  });

  it('draws no prior-price line when the api gives none, with or without a badge', () => {
    // No history at all: the api has no prior price; its discount is against the standard price.
    expect(priceReduction(product(7500, 10000, null, 25)).prior).toBeNull();
    // No prior price and discount 0 (nothing to announce): no line, no strike, no badge.
    expect(priceReduction(product(7500, 10000, null, 0))).toEqual({ shown: false, percent: 0, prior: null });
  });

  it('shows nothing when the final price equals the standard price, whatever else the api sends', () => {
    expect(priceReduction(product(10000, 10000, 9000, 0))).toEqual({ shown: false, percent: 0, prior: null });
    expect(priceReduction(product(10000, 10000, 9000, 5))).toEqual({ shown: false, percent: 0, prior: null });
  });

  it('shows nothing when the final price is above the standard price', () => {
    expect(priceReduction(product(11000, 10000, 12000, 8))).toEqual({ shown: false, percent: 0, prior: null });
  });
});
