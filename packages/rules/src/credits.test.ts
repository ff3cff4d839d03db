import { describe, expect, it } from 'vitest';
import {
  CREDIT_TERMS,
  canConvert,
  conversionRefusal,
  creditsEarned,
  creditsOffered,
  earnedToTakeBack,
} from './credits';

/** Worked out by hand in the comments; never computed with the code under test. */

describe('creditsEarned', () => {
  it('gives 3 % of the lines that earn, rounded down once over their sum; electronics earn nothing', () => {
    // 38,13 + 7,57 = 45,70 € earn; the 99,99 € watch does not. 3 % of 4570 = 137.1 → 137 cents.
    const lines = [
      { payableMinor: 3813, earnsCredits: true },
      { payableMinor: 757, earnsCredits: true },
      { payableMinor: 9999, earnsCredits: false },
    ];
    expect(creditsEarned(lines, 3, 'EUR')).toBe(137);
    // 899 Kč: 3 % = 26,97 Kč exactly.
    expect(creditsEarned([{ payableMinor: 89900, earnsCredits: true }], 3, 'CZK')).toBe(2697);
  });

  it('rounds down to whole forints', () => {
    // 33 879 + 3 747 = 37 626 Ft; 3 % = 1 128.78 Ft → 1 128 Ft.
    const lines = [
      { payableMinor: 3387900, earnsCredits: true },
      { payableMinor: 374700, earnsCredits: true },
    ];
    expect(creditsEarned(lines, 3, 'HUF')).toBe(112800);
  });

  it('gives nothing for an order of electronics only, or of nothing', () => {
    expect(creditsEarned([{ payableMinor: 50000, earnsCredits: false }], 3, 'EUR')).toBe(0);
    expect(creditsEarned([], 3, 'EUR')).toBe(0);
    // 3 % of 0,33 € is 0,99 cent: nothing.
    expect(creditsEarned([{ payableMinor: 33, earnsCredits: true }], 3, 'EUR')).toBe(0);
  });
});

describe('creditsOffered', () => {
  it('is the request up to the balance, in whole steps', () => {
    expect(creditsOffered(1234, 1000, 'EUR')).toBe(1000);
    expect(creditsOffered(700, 1000, 'EUR')).toBe(700);
    // 1 234,56 Ft asked of 5 000 Ft: 1 234 Ft.
    expect(creditsOffered(123456, 500000, 'HUF')).toBe(123400);
    expect(creditsOffered(500, 0, 'CZK')).toBe(0);
  });
});

describe('earnedToTakeBack', () => {
  it('takes back what was earned, or only what is left when some was spent', () => {
    expect(earnedToTakeBack(500, 900)).toBe(500);
    expect(earnedToTakeBack(500, 200)).toBe(200);
    expect(earnedToTakeBack(500, 0)).toBe(0);
  });
});

describe('conversion', () => {
  const sk = CREDIT_TERMS.sk;

  it('states each shop’s terms: 3 %, 10 € / 250 Kč / 4 000 Ft to open, 5 € / 125 Kč / 2 000 Ft at least, a year', () => {
    expect(CREDIT_TERMS).toEqual({
      sk: { earnPercent: 3, conversionThresholdMinor: 1000, minimumConversionMinor: 500, couponValidDays: 365 },
      cz: { earnPercent: 3, conversionThresholdMinor: 25000, minimumConversionMinor: 12500, couponValidDays: 365 },
      hu: { earnPercent: 3, conversionThresholdMinor: 400000, minimumConversionMinor: 200000, couponValidDays: 365 },
    });
  });

  it('opens after a first paid order, or at the threshold', () => {
    // 8 € and no paid order: closed until 10 €.
    expect(conversionRefusal(600, 800, false, sk, 'EUR')).toEqual({ reason: 'not-open', thresholdMinor: 1000 });
    expect(conversionRefusal(600, 800, true, sk, 'EUR')).toBeNull();
    expect(conversionRefusal(1000, 1000, false, sk, 'EUR')).toBeNull();
  });

  it('refuses less than the minimum, more than the balance, and forints with fillér', () => {
    expect(conversionRefusal(400, 800, true, sk, 'EUR')).toEqual({ reason: 'below-minimum', minimumMinor: 500 });
    expect(conversionRefusal(900, 800, true, sk, 'EUR')).toEqual({ reason: 'over-balance', balanceMinor: 800 });
    expect(conversionRefusal(200050, 500000, true, CREDIT_TERMS.hu, 'HUF')).toEqual({
      reason: 'not-whole',
      stepMinor: 100,
    });
    expect(conversionRefusal(200000, 500000, true, CREDIT_TERMS.hu, 'HUF')).toBeNull();
  });

  it('is offered when open and the balance covers the minimum', () => {
    expect(canConvert(400, true, sk)).toBe(false);
    expect(canConvert(500, true, sk)).toBe(true);
    expect(canConvert(999, false, sk)).toBe(false);
    expect(canConvert(1000, false, sk)).toBe(true);
  });
});
