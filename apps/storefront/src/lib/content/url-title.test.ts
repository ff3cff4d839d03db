import { describe, expect, it } from 'vitest';
import { isUrlTitle } from './url-title';

describe('isUrlTitle', () => {
  it('accepts slugs', () => {
    expect(isUrlTitle('asics-gel-nimbus-26')).toBe(true);
    expect(isUrlTitle('doprava')).toBe(true);
  });

  it('rejects anything a slug cannot be', () => {
    for (const value of ['', 'Velka', 'a--b', '-a', 'a-', 'a b', 'á', 'a/b', 'x'.repeat(201)]) {
      expect(isUrlTitle(value), value).toBe(false);
    }
  });
});
