import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, FREE_SHIPPING_THRESHOLD_MINOR, qualifiesForFreeShipping } from './shipping';

describe('free shipping', () => {
  it('has the thresholds of the shop claims in minor units', () => {
    expect(FREE_SHIPPING_THRESHOLD_MINOR).toEqual({ EUR: 7000, CZK: 200_000, HUF: 2_700_000 });
  });

  it('ships free from the threshold on', () => {
    expect(qualifiesForFreeShipping(6999, 'EUR')).toBe(false);
    expect(qualifiesForFreeShipping(7000, 'EUR')).toBe(true);
    expect(qualifiesForFreeShipping(8990, 'EUR')).toBe(true);
    expect(qualifiesForFreeShipping(199_999, 'CZK')).toBe(false);
    expect(qualifiesForFreeShipping(200_000, 'CZK')).toBe(true);
    expect(qualifiesForFreeShipping(2_699_900, 'HUF')).toBe(false);
    expect(qualifiesForFreeShipping(2_700_000, 'HUF')).toBe(true);
  });

  it('does not apply one currency threshold to another', () => {
    // 100 EUR worth of minor units is far below 2000 CZK and 27,000 HUF.
    expect(qualifiesForFreeShipping(10_000, 'EUR')).toBe(true);
    expect(qualifiesForFreeShipping(10_000, 'CZK')).toBe(false);
    expect(qualifiesForFreeShipping(10_000, 'HUF')).toBe(false);
  });

  it('says how much is missing', () => {
    expect(amountToFreeShipping(5000, 'EUR')).toBe(2000);
    expect(amountToFreeShipping(0, 'HUF')).toBe(2_700_000);
    expect(amountToFreeShipping(7000, 'EUR')).toBe(0);
    expect(amountToFreeShipping(250_000, 'CZK')).toBe(0);
  });
});
