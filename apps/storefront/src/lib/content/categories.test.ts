import type { Category } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { findCategory, shoesCategory } from './categories';

const category = (
  id: number,
  urlName: string,
  children: Category[] = [],
  externalUrl: string | null = null,
): Category => ({
  id,
  name: urlName,
  urlName,
  externalUrl,
  mainPhoto: null,
  children,
});

const tree = [
  category(1, 'obcerstvenie'),
  category(2, 'bezecka-obuv', [category(21, 'cestna-obuv'), category(22, 'trailova-obuv')]),
  category(3, 'outlet', [], 'https://outlet.example'),
];

describe('shoesCategory', () => {
  it('prefers the top category whose urlName names shoes', () => {
    expect(shoesCategory(tree)?.id).toBe(2);
    expect(shoesCategory([category(5, 'kiegeszitok'), category(6, 'futocipok')])?.id).toBe(6);
  });

  it('falls back to the first category inside the shop, never an external one', () => {
    expect(shoesCategory([category(3, 'outlet', [], 'https://x.example'), category(4, 'doplnky')])?.id).toBe(4);
    expect(shoesCategory([])).toBeUndefined();
  });
});

describe('findCategory', () => {
  it('finds top categories and children with their parent', () => {
    expect(findCategory(tree, 'obcerstvenie')).toEqual({ category: tree[0], parent: null });
    expect(findCategory(tree, 'trailova-obuv')?.parent?.id).toBe(2);
  });

  it('finds nothing for an unknown urlName', () => {
    expect(findCategory(tree, 'neznama')).toBeUndefined();
  });
});
