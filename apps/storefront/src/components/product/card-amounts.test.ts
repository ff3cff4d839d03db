import { describe, expect, it } from 'vitest';
import { packAmounts, packReduction, unpackAmounts, unpackReduction } from './card-amounts';

const final = { price: 7199, priceFormatted: '71,99 €', priceWithoutVat: 5853, priceWithoutVatFormatted: '58,53 €' };
const standard = {
  price: 11999,
  priceFormatted: '119,99 €',
  priceWithoutVat: 9755,
  priceWithoutVatFormatted: '97,55 €',
};

describe('a card’s packed prices', () => {
  it('carries the four amounts in PriceAmounts’ order, without their names', () => {
    expect(packAmounts(final)).toEqual([7199, '71,99 €', 5853, '58,53 €']);
    expect(JSON.stringify(packAmounts(final))).toBe('[7199,"71,99 €",5853,"58,53 €"]');
  });

  it('unpacks to the very amounts it was packed from, a reduction with or without a prior price', () => {
    expect(unpackAmounts([11999, '119,99 €', 9755, '97,55 €'])).toEqual(standard);
    for (const reduction of [
      { standardPriceData: standard, percent: 40, prior: standard },
      { standardPriceData: standard, percent: 40, prior: null },
    ]) {
      expect(unpackReduction(JSON.parse(JSON.stringify(packReduction(reduction))))).toEqual(reduction);
    }
  });
});
