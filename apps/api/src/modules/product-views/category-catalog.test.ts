import type { Locale } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { CategoryCatalog } from './category-catalog';
import type { CategoryRow } from './reference-queries';

type Def = { id: number; parentId?: number; visible?: boolean; names: Partial<Record<Locale, string>> };

/** Rows as loadCategoryRows returns them: in menu order, one per category and locale. */
function rowsOf(defs: Def[]): CategoryRow[] {
  return defs.flatMap((def): CategoryRow[] => {
    const base = {
      id: def.id,
      parentId: def.parentId ?? null,
      visible: def.visible ?? true,
      externalUrl: null,
      mainPhoto: null,
    };
    const names = Object.entries(def.names) as [Locale, string][];
    if (names.length === 0) return [{ ...base, locale: null, name: null, urlName: null }];
    return names.map(([locale, name]) => ({ ...base, locale, name, urlName: name.toLowerCase() }));
  });
}

// Menu order is the order of the rows: 2 before 1 among the top categories.
const catalog = new CategoryCatalog(
  rowsOf([
    { id: 2, names: { sk: 'Obuv', hu: 'Cipo' } },
    { id: 1, names: { sk: 'Vyziva', hu: 'Taplalek' } },
    { id: 20, parentId: 2, names: { sk: 'Cestna', hu: 'Utcai' } },
    { id: 21, parentId: 2, names: { sk: 'Trailova' } },
    { id: 22, parentId: 2, visible: false, names: { sk: 'Skryta', hu: 'Rejtett' } },
    { id: 220, parentId: 22, names: { sk: 'podSkrytou' } },
    { id: 200, parentId: 20, names: { sk: 'Pretekarska' } },
    { id: 201, parentId: 20, names: {} },
  ]),
);

describe('CategoryCatalog', () => {
  it('builds the menu tree in menu order, without hidden or untranslated categories, to the depth asked', () => {
    const names = (items: { name: string; children: unknown[] }[]): unknown =>
      items.map((item) => [item.name, names(item.children as { name: string; children: unknown[] }[])]);
    expect(names(catalog.tree('sk', 2))).toEqual([
      [
        'Obuv',
        [
          ['Cestna', []],
          ['Trailova', []],
        ],
      ],
      ['Vyziva', []],
    ]);
    expect(names(catalog.tree('hu', 2))).toEqual([
      ['Cipo', [['Utcai', []]]],
      ['Taplalek', []],
    ]);
    expect(names(catalog.tree('sk', 1))).toEqual([
      ['Obuv', []],
      ['Vyziva', []],
    ]);
    expect(catalog.tree('cz', 2)).toEqual([]);
  });

  it('finds the family of a urlName in its locale only: visible descendants, untranslated ones included', () => {
    expect(catalog.family('sk', 'obuv')?.sort((a, b) => a - b)).toEqual([2, 20, 21, 200, 201]);
    expect(catalog.family('sk', 'cestna')?.sort((a, b) => a - b)).toEqual([20, 200, 201]);
    expect(catalog.family('hu', 'cipo')?.sort((a, b) => a - b)).toEqual([2, 20, 21, 200, 201]);
    expect(catalog.family('hu', 'obuv')).toBeUndefined();
    expect(catalog.family('sk', 'skryta')).toBeUndefined();
    expect(catalog.family('sk', 'nothing')).toBeUndefined();
  });

  it('names a product’s categories main first, then in menu order, hidden ones included', () => {
    const refs = catalog.refs('sk', [
      { id: 21, isMain: false },
      { id: 22, isMain: false },
      { id: 1, isMain: false },
      { id: 20, isMain: true },
      { id: 201, isMain: false },
      { id: 999, isMain: false },
    ]);
    expect(refs).toEqual([
      { id: 20, name: 'Cestna', urlName: 'cestna' },
      { id: 1, name: 'Vyziva', urlName: 'vyziva' },
      { id: 21, name: 'Trailova', urlName: 'trailova' },
      { id: 22, name: 'Skryta', urlName: 'skryta' },
    ]);
  });

  it('names a category’s path from the top, hidden ones included and untranslated ones left out', () => {
    const path = (locale: Locale, id: number) => catalog.pathOf(locale, id).map((category) => category.name);
    expect(path('sk', 200)).toEqual(['Obuv', 'Cestna', 'Pretekarska']);
    expect(path('hu', 200)).toEqual(['Cipo', 'Utcai']);
    expect(path('sk', 220)).toEqual(['Obuv', 'Skryta', 'podSkrytou']);
    expect(path('sk', 2)).toEqual(['Obuv']);
    expect(path('sk', 999)).toEqual([]);
  });

  it('survives a cycle in the parent links', () => {
    const looped = new CategoryCatalog(
      rowsOf([
        { id: 1, parentId: 2, names: { sk: 'A' } },
        { id: 2, parentId: 1, names: { sk: 'B' } },
      ]),
    );
    expect(looped.family('sk', 'a')?.sort()).toEqual([1, 2]);
    expect(looped.pathOf('sk', 1).map((category) => category.name)).toEqual(['B', 'A']);
  });
});
