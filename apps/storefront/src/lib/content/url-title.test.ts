import { describe, expect, it } from 'vitest';
import { isUrlTitle } from './url-title';

describe('isUrlTitle', () => {
  it('accepts the slugs the api accepts', () => {
    for (const value of ['asics-gel-nimbus-26', 'doprava', 'objednajte-do-14-00', 'a--b', 'x'.repeat(200)]) {
      expect(isUrlTitle(value), value).toBe(true);
    }
  });

  it('rejects anything a slug cannot be', () => {
    for (const value of ['', 'Velka', 'a b', 'á', 'a/b', 'a.b', '%2e%2e', 'x'.repeat(201)]) {
      expect(isUrlTitle(value), value).toBe(false);
    }
  });
});
