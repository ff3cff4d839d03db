import { describe, expect, it } from 'vitest';
import { currencyForLocale, vatRateForLocale } from './currency';
import { LOCALES } from './locales';

describe('currency and VAT per web instance', () => {
  it('sells in the country’s currency', () => {
    expect(LOCALES.map(currencyForLocale)).toEqual(['EUR', 'CZK', 'HUF']);
  });

  it('applies the country’s standard VAT rate', () => {
    expect(LOCALES.map(vatRateForLocale)).toEqual([23, 21, 27]);
  });
});
