import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  decimalAmount,
  discountPercent,
  grossFromNet,
  isCurrency,
  minorUnitsPerMajor,
  netFromGross,
  netInSteps,
  roundHalfAwayFromZero,
  toMajorUnits,
  toMinorUnits,
  vatFromGross,
} from './money';

describe('netFromGross', () => {
  it('divides out the VAT of each country', () => {
    expect(netFromGross(8990, 23)).toBe(7309); // 7308.94 → 7309
    expect(netFromGross(229_000, 21)).toBe(189_256); // 189256.198 → 189256
    expect(netFromGross(3_599_000, 27)).toBe(2_833_858); // 2833858.267 → 2833858
    expect(netFromGross(12_300, 23)).toBe(10_000);
  });

  it('rounds halves away from zero', () => {
    // 246 × 100 / 123 is exactly 200; 1 × 100 / 200 (rate 100 %) is exactly 0.5.
    expect(netFromGross(246, 23)).toBe(200);
    expect(netFromGross(1, 100)).toBe(1);
    expect(netFromGross(-1, 100)).toBe(-1);
    expect(netFromGross(3, 100)).toBe(2); // 1.5 → 2
    expect(netFromGross(-3, 100)).toBe(-2); // -1.5 → -2, not -1 as Math.round would give
    expect(netFromGross(5, 100)).toBe(3); // 2.5 → 3 (not banker's 2)
  });

  it('rounds below a half down', () => {
    expect(netFromGross(1, 23)).toBe(1); // 0.813 → 1
    expect(netFromGross(10, 23)).toBe(8); // 8.13 → 8
  });

  it('accepts a zero rate, zero amounts and fractional rates', () => {
    expect(netFromGross(8990, 0)).toBe(8990);
    expect(netFromGross(0, 23)).toBe(0);
    expect(Object.is(netFromGross(0, 23), -0)).toBe(false);
    expect(netFromGross(10_550, 5.5)).toBe(10_000);
  });

  it('stays exact for large amounts', () => {
    const gross = 123_000_000_000; // 1.23 billion major units
    expect(netFromGross(gross, 23)).toBe(100_000_000_000);
  });

  it('rejects non-integer amounts and impossible rates', () => {
    expect(() => netFromGross(89.9, 23)).toThrow(RangeError);
    expect(() => netFromGross(100, -1)).toThrow(RangeError);
    expect(() => netFromGross(100, Number.NaN)).toThrow(RangeError);
    expect(() => netFromGross(Number.MAX_SAFE_INTEGER, 23)).toThrow(RangeError);
  });
});

describe('netInSteps', () => {
  it('is netFromGross for cents and haléře', () => {
    expect(netInSteps(1999, 23, 'EUR')).toBe(1625); // 19,99 / 1,23 = 16,252…
    expect(netInSteps(39000, 21, 'CZK')).toBe(32231); // 390 / 1,21 = 322,314…
  });

  it('gives whole forints, worked out by hand', () => {
    expect(netInSteps(18990_00, 27, 'HUF')).toBe(14953_00); // 18 990 / 1,27 = 14 952,76…
    expect(netInSteps(4590_00, 27, 'HUF')).toBe(3614_00); // 4 590 / 1,27 = 3 614,17…
    expect(netInSteps(23580_00, 27, 'HUF')).toBe(18567_00); // 23 580 / 1,27 = 18 566,92…
    // A gross stored with fillér counts as its nearest forint: 1 234,56 → 1 235; 1 235 / 1,27 = 972,44…
    expect(netInSteps(1234_56, 27, 'HUF')).toBe(972_00);
  });
});

describe('vatFromGross and grossFromNet', () => {
  it('splits a gross price into net and VAT that add up exactly', () => {
    for (const gross of [1, 99, 8990, 229_000, 3_599_000]) {
      for (const rate of [21, 23, 27]) {
        expect(netFromGross(gross, rate) + vatFromGross(gross, rate)).toBe(gross);
      }
    }
    expect(vatFromGross(8990, 23)).toBe(1681);
  });

  it('adds VAT to a net amount', () => {
    expect(grossFromNet(10_000, 23)).toBe(12_300);
    expect(grossFromNet(7309, 23)).toBe(8990); // 8990.07 → 8990
    expect(grossFromNet(50, 27)).toBe(64); // 63.5 → 64
    expect(grossFromNet(-50, 27)).toBe(-64);
  });
});

describe('discountPercent', () => {
  it('is 0 when there is no saving', () => {
    expect(discountPercent(8990, 8990)).toBe(0);
    expect(discountPercent(9990, 8990)).toBe(0);
    expect(discountPercent(8990, 0)).toBe(0);
  });

  it('rounds down so the badge never overstates the saving', () => {
    expect(discountPercent(10_490, 12_990)).toBe(19); // 19.25 %
    expect(discountPercent(8050, 10_000)).toBe(19); // 19.5 %
    expect(discountPercent(8001, 10_000)).toBe(19); // 19.99 %
    expect(discountPercent(8000, 10_000)).toBe(20);
    expect(discountPercent(9999, 10_000)).toBe(0); // 0.01 %
  });

  it('is exact where floating point is not', () => {
    // 30 % off 1,10 €: 0.3 × 100 in floating point is 29.999999999999996.
    expect(discountPercent(77, 110)).toBe(30);
    expect(discountPercent(70, 100)).toBe(30);
  });

  it('is 100 for a free product', () => {
    expect(discountPercent(0, 8990)).toBe(100);
  });

  it('rejects non-integer amounts', () => {
    expect(() => discountPercent(89.9, 100)).toThrow(RangeError);
  });
});

describe('currency units', () => {
  it('stores every currency with two decimals', () => {
    expect(CURRENCIES.map(minorUnitsPerMajor)).toEqual([100, 100, 100]);
  });

  it('converts between major and minor units', () => {
    expect(toMinorUnits(89.9, 'EUR')).toBe(8990);
    expect(toMinorUnits(1.005, 'EUR')).toBe(101);
    expect(toMinorUnits(-1.005, 'EUR')).toBe(-101);
    expect(toMinorUnits(27_000, 'HUF')).toBe(2_700_000);
    expect(toMinorUnits(0.1 + 0.2, 'CZK')).toBe(30);
    expect(toMajorUnits(8990, 'EUR')).toBe(89.9);
    expect(toMajorUnits(229_000, 'CZK')).toBe(2290);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'EUR')).toThrow(RangeError);
    expect(() => toMajorUnits(1.5, 'EUR')).toThrow(RangeError);
  });

  it('recognises currency codes', () => {
    expect(isCurrency('HUF')).toBe(true);
    expect(isCurrency('USD')).toBe(false);
    expect(isCurrency('eur')).toBe(false);
  });

  it('rounds halves away from zero', () => {
    expect([2.5, -2.5, 2.4, -2.6, 0].map(roundHalfAwayFromZero)).toEqual([3, -3, 2, -3, 0]);
  });
});

describe('decimalAmount', () => {
  it('writes minor units with a dot and two decimals, exactly, in every currency', () => {
    expect(decimalAmount(8990, 'EUR')).toBe('89.90');
    expect(decimalAmount(5, 'EUR')).toBe('0.05');
    expect(decimalAmount(0, 'CZK')).toBe('0.00');
    expect(decimalAmount(129_00, 'CZK')).toBe('129.00');
    expect(decimalAmount(27_000_00, 'HUF')).toBe('27000.00');
    expect(decimalAmount(-150, 'EUR')).toBe('-1.50');
    // Past 2^53 / 100 a float division would no longer give the cents back.
    expect(decimalAmount(9_007_199_254_740_991, 'EUR')).toBe('90071992547409.91');
  });

  it('refuses what is not a whole number of minor units', () => {
    expect(() => decimalAmount(1.5, 'EUR')).toThrow(RangeError);
    expect(() => decimalAmount(Number.NaN, 'EUR')).toThrow(RangeError);
  });
});
