import { describe, expect, it } from 'vitest';
import { findPage } from './pages';

const header = [{ id: 1, title: 'Kontakt', urlTitle: 'kontakt', kind: 'contact' }];
const statics = [
  { id: 2, title: 'Doprava a platba', urlTitle: 'doprava', kind: 'delivery' },
  { id: 3, title: 'Vrátenie do 30 dní', urlTitle: 'vratenie', kind: 'returns-30-days' },
  { id: 4, title: 'Bez roly', urlTitle: 'bez-roly' },
];

describe('page lookup', () => {
  it('finds a page by its role across the lists, in list order', () => {
    expect(findPage([header, statics], 'delivery')?.urlTitle).toBe('doprava');
    expect(
      findPage([header, [{ id: 9, title: 'Kontakt 2', urlTitle: 'kontakt-2', kind: 'contact' }]], 'contact')?.id,
    ).toBe(1);
  });

  it('finds nothing for a role no page has', () => {
    expect(findPage([header, statics], 'credits')).toBeUndefined();
  });
});
