import { describe, expect, it } from 'vitest';
import { shopPrice } from './pricing';

describe('shopPrice', () => {
  it('prints euro prices as a shop does', () => {
    expect(shopPrice(139.99, 'EUR', 1)).toBe(13_999);
    expect(shopPrice(1.89, 'EUR', 1)).toBe(189);
    expect(shopPrice(111.99 * 0.8, 'EUR', 1)).toBe(8_999);
  });

  it('converts to crowns ending in 9 and forints ending in 90, in minor units', () => {
    expect(shopPrice(139.99, 'CZK', 25)).toBe(349_900);
    expect(shopPrice(1.89, 'CZK', 25)).toBe(4_900);
    expect(shopPrice(139.99, 'HUF', 400)).toBe(5_599_000);
    expect(shopPrice(1.89, 'HUF', 400)).toBe(79_000);
  });
});
