import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

/** The no-break space Intl puts between digit groups and before the currency symbol. */
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats euros with cents, Slovak style', () => {
    expect(formatMoney(8990, 'EUR', 'sk')).toBe(`89,90${NBSP}€`);
    expect(formatMoney(7000, 'EUR', 'sk')).toBe(`70,00${NBSP}€`);
    expect(formatMoney(5, 'EUR', 'sk')).toBe(`0,05${NBSP}€`);
    expect(formatMoney(123_456, 'EUR', 'sk')).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatMoney(123_456_789, 'EUR', 'sk')).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`);
  });

  it('formats whole Czech crowns without decimals', () => {
    expect(formatMoney(229_000, 'CZK', 'cz')).toBe(`2${NBSP}290${NBSP}Kč`);
    expect(formatMoney(200_000, 'CZK', 'cz')).toBe(`2${NBSP}000${NBSP}Kč`);
    expect(formatMoney(9_900, 'CZK', 'cz')).toBe(`99${NBSP}Kč`);
  });

  it('shows the decimals of crowns and forints that are not whole', () => {
    expect(formatMoney(229_050, 'CZK', 'cz')).toBe(`2${NBSP}290,50${NBSP}Kč`);
    expect(formatMoney(229_005, 'CZK', 'cz')).toBe(`2${NBSP}290,05${NBSP}Kč`);
    expect(formatMoney(3_599_050, 'HUF', 'hu')).toBe(`35${NBSP}990,50${NBSP}Ft`);
  });

  it('formats whole forints without decimals, Hungarian style', () => {
    expect(formatMoney(3_599_000, 'HUF', 'hu')).toBe(`35${NBSP}990${NBSP}Ft`);
    expect(formatMoney(2_700_000, 'HUF', 'hu')).toBe(`27${NBSP}000${NBSP}Ft`);
    // Hungarian leaves four-digit numbers ungrouped.
    expect(formatMoney(123_500, 'HUF', 'hu')).toBe(`1235${NBSP}Ft`);
  });

  it('formats zero and negative amounts (refunds, discounts)', () => {
    expect(formatMoney(0, 'EUR', 'sk')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0, 'EUR', 'sk')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-1000, 'EUR', 'sk')).toBe(`-10,00${NBSP}€`);
    expect(formatMoney(-50_000, 'CZK', 'cz')).toBe(`-500${NBSP}Kč`);
  });

  it('is exact for amounts a float cannot hold', () => {
    expect(formatMoney(900_719_925_474_099, 'EUR', 'sk')).toBe(`9${NBSP}007${NBSP}199${NBSP}254${NBSP}740,99${NBSP}€`);
  });

  it('never uses a narrow no-break space or a breaking space', () => {
    for (const text of [
      formatMoney(123_456, 'EUR', 'sk'),
      formatMoney(229_000, 'CZK', 'cz'),
      formatMoney(3_599_000, 'HUF', 'hu'),
    ]) {
      expect(text).not.toMatch(/[\u202f ]/);
    }
  });

  it('rejects amounts that are not integer minor units', () => {
    expect(() => formatMoney(89.9, 'EUR', 'sk')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'EUR', 'sk')).toThrow(RangeError);
  });
});
