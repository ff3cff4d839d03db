import type { AutosuggestResponse } from '@stride/contract';
import { AutosuggestResponseSchema, SuggestedProductSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyTermSections,
  flattenOptions,
  moveActive,
  resultSections,
  type ShopContacts,
  suggestedBrands,
  suggestedCategories,
} from './suggestion-sections';

const price = {
  price: 13999,
  priceFormatted: '139,99\u00a0€',
  priceWithoutVat: 11381,
  priceWithoutVatFormatted: '113,81\u00a0€',
  currency: 'EUR',
  vatRate: 23,
};
const photo = { path: 'products/shoe.jpg', updateTime: 1, title: '', description: '' };
const product = (id: number) =>
  SuggestedProductSchema.parse({
    id,
    name: `Product ${id}`,
    urlTitle: `product-${id}`,
    photo,
    brand: { id: 1, name: 'Nike', urlName: 'nike' },
    finalPriceData: price,
    standardPriceData: price,
    storeStatus: 'in_stock',
  });
const category = (id: number) => ({ id, name: `Category ${id}`, urlName: `category-${id}`, externalUrl: null });
const blog = (id: number) => ({ id, title: `Blog ${id}`, urlTitle: `blog-${id}`, photo: null });
const brand = (id: number, urlName = `brand-${id}`) => ({ id, name: `Brand ${id}`, urlName });

function answer(overrides: Partial<Record<keyof AutosuggestResponse, unknown[]>> = {}): AutosuggestResponse {
  return AutosuggestResponseSchema.parse({
    blogs: [],
    products: [],
    brands: [],
    matchedBrands: [],
    categories: [],
    matchedCategories: [],
    ...overrides,
  });
}

const contacts: ShopContacts = {
  phone: '+421 2 3456 7890',
  adminEmail: 'info@stride.sk',
  pages: [
    { id: 1, title: 'Doprava a platba', href: '/stranka/doprava-a-platba' },
    { id: 8, title: 'Kontakt', href: '/stranka/kontakt' },
  ],
};

describe('suggestedCategories', () => {
  it('puts matched categories first, fills up with the others, each once, at most 6', () => {
    const result = suggestedCategories(
      answer({
        matchedCategories: [category(9), category(3)],
        categories: [1, 2, 3, 4, 5, 6, 7].map(category),
      }),
    );
    expect(result.map((c) => c.id)).toEqual([9, 3, 1, 2, 4, 5]);
  });

  it('keeps at most 6 matched ones', () => {
    const result = suggestedCategories(answer({ matchedCategories: [1, 2, 3, 4, 5, 6, 7, 8].map(category) }));
    expect(result.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('suggestedBrands', () => {
  it('shows the matched brands when the term names one', () => {
    const result = suggestedBrands(answer({ brands: [brand(1), brand(2)], matchedBrands: [brand(2)] }));
    expect(result.map((b) => b.id)).toEqual([2]);
  });

  it('shows all brands otherwise, unique by urlName', () => {
    const result = suggestedBrands(answer({ brands: [brand(1), brand(2), brand(3, 'brand-1')] }));
    expect(result.map((b) => b.id)).toEqual([1, 2]);
  });
});

describe('resultSections', () => {
  it('orders the options categories, blogs, products, brands, show all', () => {
    const sections = resultSections(
      answer({
        matchedCategories: [category(1)],
        blogs: [blog(5)],
        products: [product(10), product(11)],
        brands: [brand(7)],
      }),
      'peg',
    );
    expect(sections.map((s) => s.kind)).toEqual(['categories', 'blogs', 'products', 'brands', 'show-all']);
    expect(flattenOptions(sections).map((o) => `${o.kind}:${o.key}`)).toEqual([
      'category:c1',
      'blog:b5',
      'product:p10',
      'product:p11',
      'brand:rbrand-7',
      'show-all:all',
    ]);
  });

  it('caps blog articles at 6 and leaves empty groups out, but always offers "show all"', () => {
    const sections = resultSections(answer({ blogs: [1, 2, 3, 4, 5, 6, 7, 8].map(blog) }), 'beh');
    expect(sections.map((s) => [s.kind, s.options.length])).toEqual([
      ['blogs', 6],
      ['show-all', 1],
    ]);
    expect(resultSections(answer(), 'xyz').map((s) => s.kind)).toEqual(['show-all']);
  });

  it('gives every option a distinct key (they become DOM ids)', () => {
    const options = flattenOptions(
      resultSections(
        answer({
          matchedCategories: [category(1)],
          categories: [category(1), category(2)],
          blogs: [blog(1)],
          products: [product(1), product(1)],
          brands: [brand(1)],
        }),
        't',
      ),
    );
    const keys = options.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('emptyTermSections', () => {
  it('shows contacts, info pages and at most 8 suggested products', () => {
    const sections = emptyTermSections(contacts, [1, 2, 3, 4, 5, 6, 7, 8, 9].map(product));
    expect(sections.map((s) => [s.kind, s.options.length])).toEqual([
      ['contacts', 2],
      ['info-pages', 2],
      ['suggested-products', 8],
    ]);
    expect(flattenOptions(sections).slice(0, 4)).toMatchObject([
      { kind: 'phone', phone: '+421 2 3456 7890' },
      { kind: 'email', email: 'info@stride.sk' },
      { kind: 'page', page: { href: '/stranka/doprava-a-platba' } },
      { kind: 'page', page: { href: '/stranka/kontakt' } },
    ]);
  });

  it('leaves out what the shop does not have, and products until they arrive', () => {
    const sections = emptyTermSections({ phone: ' ', adminEmail: 'info@stride.sk', pages: [] }, []);
    expect(sections.map((s) => [s.kind, s.options.length])).toEqual([['contacts', 1]]);
  });
});

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(-1, 5, 1)).toBe(0);
    expect(moveActive(-1, 5, -1)).toBe(4);
  });

  it('steps and wraps around', () => {
    expect(moveActive(0, 5, 1)).toBe(1);
    expect(moveActive(4, 5, 1)).toBe(0);
    expect(moveActive(0, 5, -1)).toBe(4);
  });

  it('has nothing to activate in an empty list, and recovers from a stale index', () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
    expect(moveActive(7, 3, 1)).toBe(0);
  });
});
