import { describe, expect, it } from 'vitest';
import { MESSAGE_TABLES, translate } from './messages';

describe('api messages', () => {
  it('has every message in Czech and Hungarian too', () => {
    const keys = Object.keys(MESSAGE_TABLES.sk).sort();
    expect(Object.keys(MESSAGE_TABLES.cz).sort()).toEqual(keys);
    expect(Object.keys(MESSAGE_TABLES.hu).sort()).toEqual(keys);
  });

  it('fills placeholders in the locale', () => {
    expect(translate('sk', 'too_big_number', { limit: 100 })).toBe('Najväčšia povolená hodnota je 100.');
    expect(translate('hu', 'category_not_found', { value: 'futocipo' })).toContain('futocipo');
    expect(translate('cz', 'required')).toBe('Povinné pole');
  });
});
