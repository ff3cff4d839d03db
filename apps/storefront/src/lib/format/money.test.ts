import { describe, expect, it } from 'vitest';
import { formatClaimAmount } from './money';

// Intl separates with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatClaimAmount', () => {
  it('prints the free-shipping thresholds of the three shops without decimals', () => {
    expect(plain(formatClaimAmount(70_00, 'EUR', 'sk'))).toBe('70 €');
    expect(plain(formatClaimAmount(2000_00, 'CZK', 'cz'))).toBe('2 000 Kč');
    expect(plain(formatClaimAmount(27_000_00, 'HUF', 'hu'))).toBe('27 000 Ft');
  });

  it('never wraps inside an amount', () => {
    expect(formatClaimAmount(2000_00, 'CZK', 'cz')).not.toMatch(/ /);
  });

  it('keeps the decimals of an amount that is not whole', () => {
    expect(plain(formatClaimAmount(69_90, 'EUR', 'sk'))).toBe('69,90 €');
  });
});
