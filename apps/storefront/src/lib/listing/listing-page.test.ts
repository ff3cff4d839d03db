import { describe, expect, it } from 'vitest';
import { categoryAlternatePaths } from './listing-page';

describe('categoryAlternatePaths', () => {
  it('gives each shop’s plain category listing', () => {
    expect(
      categoryAlternatePaths([
        { locale: 'cz', urlTitle: 'bezecke-boty', filters: '' },
        { locale: 'hu', urlTitle: 'futocipok', filters: '' },
      ]),
    ).toEqual({ cz: '/kategorie/bezecke-boty', hu: '/kategoria/futocipok' });
  });

  it('appends each shop’s own filter path to its category listing, on page 1 in the default order', () => {
    expect(
      categoryAlternatePaths([
        { locale: 'sk', urlTitle: 'bezecka-obuv', filters: 'doslap/pronacia-stabilna' },
        { locale: 'cz', urlTitle: 'bezecke-boty', filters: 'vyrobce/nike' },
        { locale: 'hu', urlTitle: 'futocipok', filters: 'felulet/terep' },
      ]),
    ).toEqual({
      sk: '/kategoria/bezecka-obuv/doslap/pronacia-stabilna',
      cz: '/kategorie/bezecke-boty/vyrobce/nike',
      hu: '/kategoria/futocipok/felulet/terep',
    });
  });
});
