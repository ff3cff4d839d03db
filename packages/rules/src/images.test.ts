import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageUrl } from './images';

describe('imageUrl', () => {
  const photo = { path: 'products/2024/asics-gel-nimbus.jpg', updateTime: 1_700_000_000 };

  it('builds the variant URL with a cache-busting version', () => {
    expect(imageUrl(photo, 'card')).toBe('/api/images/card/products/2024/asics-gel-nimbus.webp?v=1700000000');
    expect(imageUrl(photo, 'thumb', 'jpg')).toBe('/api/images/thumb/products/2024/asics-gel-nimbus.jpg?v=1700000000');
  });

  it('has @2x variants of exactly twice the size', () => {
    expect(IMAGE_SIZES.thumb).toEqual({ width: 78, height: 59 });
    expect(IMAGE_SIZES.card).toEqual({ width: 326, height: 244 });
    for (const base of ['thumb', 'card', 'detail'] as const) {
      const double = IMAGE_SIZES[`${base}2x`];
      expect(double).toEqual({ width: IMAGE_SIZES[base].width * 2, height: IMAGE_SIZES[base].height * 2 });
    }
  });
});
