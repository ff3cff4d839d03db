import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, qualifiesForFreeShipping } from './shipping';

describe('free shipping', () => {
  // The seeded thresholds of the three shops, as the web instances carry them (minor units).
  const EUR_70 = 70_00;
  const CZK_2000 = 2000_00;
  const HUF_27000 = 27_000_00;

  it('ships free from the threshold on', () => {
    expect(qualifiesForFreeShipping(6999, EUR_70)).toBe(false);
    expect(qualifiesForFreeShipping(7000, EUR_70)).toBe(true);
    expect(qualifiesForFreeShipping(8990, EUR_70)).toBe(true);
    expect(qualifiesForFreeShipping(199_999, CZK_2000)).toBe(false);
    expect(qualifiesForFreeShipping(200_000, CZK_2000)).toBe(true);
    expect(qualifiesForFreeShipping(2_699_900, HUF_27000)).toBe(false);
    expect(qualifiesForFreeShipping(2_700_000, HUF_27000)).toBe(true);
  });

  it('follows a threshold the shop changed', () => {
    expect(qualifiesForFreeShipping(5000, 50_00)).toBe(true);
    expect(qualifiesForFreeShipping(5000, 50_01)).toBe(false);
  });

  it('says how much is missing', () => {
    expect(amountToFreeShipping(5000, EUR_70)).toBe(2000);
    expect(amountToFreeShipping(0, HUF_27000)).toBe(2_700_000);
    expect(amountToFreeShipping(7000, EUR_70)).toBe(0);
    expect(amountToFreeShipping(250_000, CZK_2000)).toBe(0);
  });
});
