import { describe, expect, it } from 'vitest';
import { translate } from './messages';

// That every Slovak text has its Czech and Hungarian one is checked for the whole catalog, api texts
// included (packages/i18n/src/messages.test.ts).
describe('api messages', () => {
  it('fills placeholders in the locale', () => {
    expect(translate('sk', 'too_big_number', { limit: 100 })).toBe('Najväčšia povolená hodnota je 100.');
    expect(translate('hu', 'category_not_found', { value: 'futocipo' })).toBe('A(z) „futocipo” kategória nem létezik.');
    expect(translate('cz', 'required')).toBe('Povinné pole');
  });

  it('leaves a placeholder it has no value for, even one named like an Object method', () => {
    expect(translate('sk', 'too_big_number', { constructor: 1 })).toBe('Najväčšia povolená hodnota je {limit}.');
  });
});
