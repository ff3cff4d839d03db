import { describe, expect, it } from 'vitest';
import { normalizeIsicNumber } from './isic';

describe('normalizeIsicNumber', () => {
  it('takes the printed form with or without spaces, in either case, to one stored form', () => {
    expect(normalizeIsicNumber('S 421 000 123 456 A')).toBe('S421000123456A');
    expect(normalizeIsicNumber('s421000123456a')).toBe('S421000123456A');
    expect(normalizeIsicNumber(' S421-000-123-456-A ')).toBe('S421000123456A');
  });

  it('refuses what cannot be a student card number', () => {
    for (const typed of [
      '',
      'S42100012345A', // eleven digits
      'S4210001234567A', // thirteen
      'T421000123456A', // a teacher's card (ITIC)
      'S421000123456', // no check letter
      'S42100012345BA',
      'S４２１000123456A', // full-width digits
      '421000123456A',
    ]) {
      expect(normalizeIsicNumber(typed), typed).toBeNull();
    }
  });
});
