import { describe, expect, it } from 'vitest';
import { displayedPrice, showsPricesWithVat } from './vat';

describe('showsPricesWithVat', () => {
  it('shows VAT for shop types 1 and 3 whoever buys', () => {
    for (const shopType of [1, 3] as const) {
      expect(showsPricesWithVat(shopType)).toBe(true);
      expect(showsPricesWithVat(shopType, { vatNumber: null })).toBe(true);
      expect(showsPricesWithVat(shopType, { vatNumber: 'SK2020123456' })).toBe(true);
    }
  });

  it('never shows VAT for shop type 2', () => {
    expect(showsPricesWithVat(2)).toBe(false);
    expect(showsPricesWithVat(2, { vatNumber: 'SK2020123456' })).toBe(false);
  });

  it('shows VAT for shop type 4 only when the company has a VAT number', () => {
    expect(showsPricesWithVat(4, { vatNumber: 'SK2020123456' })).toBe(true);
    expect(showsPricesWithVat(4)).toBe(false);
    expect(showsPricesWithVat(4, null)).toBe(false);
    expect(showsPricesWithVat(4, {})).toBe(false);
    expect(showsPricesWithVat(4, { vatNumber: null })).toBe(false);
    expect(showsPricesWithVat(4, { vatNumber: '' })).toBe(false);
    expect(showsPricesWithVat(4, { vatNumber: '   ' })).toBe(false);
  });
});

describe('displayedPrice', () => {
  const priceData = {
    price: 8990,
    priceFormatted: '89,90 €',
    priceWithoutVat: 7309,
    priceWithoutVatFormatted: '73,09 €',
    currency: 'EUR' as const,
    vatRate: 23,
  };

  it('picks the gross amount and text with VAT', () => {
    expect(displayedPrice(priceData, true)).toEqual({ amount: 8990, formatted: '89,90 €', withVat: true });
  });

  it('picks the net amount and text without VAT', () => {
    expect(displayedPrice(priceData, false)).toEqual({ amount: 7309, formatted: '73,09 €', withVat: false });
  });

  it('follows the shop type', () => {
    expect(displayedPrice(priceData, showsPricesWithVat(2)).amount).toBe(7309);
    expect(displayedPrice(priceData, showsPricesWithVat(4, { vatNumber: 'CZ12345678' })).amount).toBe(8990);
  });
});
