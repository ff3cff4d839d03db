import { AutosuggestResponseSchema, type Locale } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { get, HOST, useTestApp } from '../../test-support/test-app';
import { searchWords } from '../listing/search-term';

// Relevance as a test (issue 4 §4): what a runner types, and what must come first. The catalog is
// the default seed's 1,500 products, deterministic. Add a row whenever a query disappoints.
const testApp = useTestApp({ products: 1_500 });

type Expectation = {
  /** Each of the first `top` products' names holds this (accents and case ignored). */
  products?: { holds: string; top: number };
  /** The first matched category. */
  category?: string;
  /** Among the matched brands. */
  brand?: string;
  /** Nothing at all is suggested. */
  nothing?: true;
};

const QUERIES: [Locale, string, Expectation][] = [
  ['sk', 'bezecke topanky', { category: 'Bežecká obuv', products: { holds: 'bezecka obuv', top: 3 } }],
  ['sk', 'bežecká obuv', { category: 'Bežecká obuv', products: { holds: 'bezecka obuv', top: 3 } }],
  ['sk', 'peg', { products: { holds: 'pegasus', top: 3 } }],
  ['sk', 'pegasys', { products: { holds: 'pegasus', top: 3 } }],
  ['sk', 'clifon', { products: { holds: 'clifton', top: 2 } }],
  ['sk', 'gel-kay', { products: { holds: 'gel-kayano', top: 2 } }],
  ['sk', 'gel kay', { products: { holds: 'gel-kayano', top: 2 } }],
  ['sk', 'gelkay', { products: { holds: 'gel-kayano', top: 2 } }],
  ['sk', 'nike pegasus 41', { products: { holds: 'nike pegasus 41', top: 2 }, brand: 'Nike' }],
  ['sk', 'nike', { products: { holds: 'nike', top: 3 }, brand: 'Nike' }],
  ['sk', 'HOKA', { products: { holds: 'hoka', top: 3 }, brand: 'Hoka' }],
  ['sk', 'brooks ghost', { products: { holds: 'brooks ghost', top: 2 }, brand: 'Brooks' }],
  ['sk', 'speedcross', { products: { holds: 'speedcross', top: 2 } }],
  ['sk', 'trailova obuv', { category: 'Trailová obuv', products: { holds: 'trailova obuv', top: 3 } }],
  ['sk', 'hodinky', { category: 'GPS hodinky', products: { holds: 'hodinky', top: 3 } }],
  ['sk', 'ponozky', { category: 'Bežecké ponožky', products: { holds: 'ponozky', top: 3 } }],
  [
    'sk',
    'damska bezecka obuv',
    { category: 'Dámska bežecká obuv', products: { holds: 'damska bezecka obuv', top: 3 } },
  ],
  ['sk', 'tricko', { products: { holds: 'tricko', top: 3 } }],
  ['sk', 'new balance', { brand: 'New Balance', products: { holds: 'new balance', top: 3 } }],
  ['cz', 'bezecke boty', { category: 'Běžecké boty', products: { holds: 'bezecke boty', top: 3 } }],
  ['cz', 'pegasus', { products: { holds: 'pegasus', top: 3 } }],
  ['cz', 'kayano', { products: { holds: 'kayano', top: 2 } }],
  ['cz', 'hoka clifton', { products: { holds: 'hoka clifton', top: 2 }, brand: 'Hoka' }],
  ['cz', 'zavodni boty', { category: 'Závodní boty', products: { holds: 'zavodni boty', top: 3 } }],
  ['cz', 'legíny', { products: { holds: 'leginy', top: 3 } }],
  ['cz', 'trička', { category: 'Trička a tílka', products: { holds: 'tricko', top: 3 } }],
  ['hu', 'futocipo', { category: 'Futócipők', products: { holds: 'futocipo', top: 3 } }],
  ['hu', 'futócipők', { category: 'Futócipők', products: { holds: 'futocipo', top: 3 } }],
  ['hu', 'noi futocipo', { category: 'Női futócipők', products: { holds: 'noi futocipo', top: 3 } }],
  ['hu', 'pegasus', { products: { holds: 'pegasus', top: 3 } }],
  ['hu', 'terepfuto cipo', { category: 'Terepfutó cipők', products: { holds: 'terepfuto cipo', top: 3 } }],
  ['hu', 'futozokni', { category: 'Futózoknik', products: { holds: 'futozokni', top: 3 } }],
  ['hu', 'salomon', { brand: 'Salomon', products: { holds: 'salomon', top: 3 } }],
  ['hu', 'versenycipo', { category: 'Versenycipők', products: { holds: 'versenycipo', top: 3 } }],
  ['sk', 'nike pegasys 41', { products: { holds: 'nike pegasus 41', top: 2 } }],
  ['sk', 'spedcross', { products: { holds: 'speedcross', top: 2 } }],
  ['cz', 'kajano', { products: { holds: 'kayano', top: 2 } }],
  ['hu', 'salamon', { products: { holds: 'salomon', top: 3 } }],
  ['sk', 'pegsaus', { products: { holds: 'pegasus', top: 3 } }],
  ['cz', 'clitfon', { products: { holds: 'clifton', top: 2 } }],
  ['sk', 'xyzqwv', { nothing: true }],
];

async function suggest(locale: Locale, term: string) {
  const response = await get(testApp().app, `/api/lib/v1/autosuggest?search=${encodeURIComponent(term)}`, {
    host: HOST[locale],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return AutosuggestResponseSchema.parse(response.body);
}

const plain = (text: string) => searchWords(text).join(' ');

describe(`autosuggest relevance (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each(QUERIES)('%s: "%s"', async (locale, term, expected) => {
    const answer = await suggest(locale, term);
    const names = answer.products.map((product) => product.name);
    if (expected.nothing) {
      expect(answer.products).toEqual([]);
      expect(answer.matchedCategories).toEqual([]);
      expect(answer.matchedBrands).toEqual([]);
      return;
    }
    if (expected.products) {
      const { holds, top } = expected.products;
      expect(names.length, names.join(' | ')).toBeGreaterThanOrEqual(top);
      for (const name of names.slice(0, top)) expect(plain(name), names.join(' | ')).toContain(plain(holds));
    }
    if (expected.category) expect(answer.matchedCategories[0]?.name).toBe(expected.category);
    if (expected.brand) expect(answer.matchedBrands.map((brand) => brand.name)).toContain(expected.brand);
  });

  it('suggests one product per name, listable in the shop, in stock before sold out within a tier', async () => {
    const answer = await suggest('sk', 'nike');
    const names = answer.products.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
    const firstSoldOut = answer.products.findIndex((product) => product.storeStatus !== 'in_stock');
    if (firstSoldOut >= 0) {
      expect(answer.products.slice(firstSoldOut).every((product) => product.storeStatus !== 'in_stock')).toBe(true);
    }
  });

  it('answers any term safely: empty (8 products in stock), whitespace, 500 characters, SQL, regex, emoji', async () => {
    const empty = await suggest('sk', '');
    expect(empty.products).toHaveLength(8);
    expect(empty.products.every((product) => product.storeStatus === 'in_stock')).toBe(true);
    expect(empty.categories.length).toBeGreaterThan(0);
    expect(empty.categories.length).toBeLessThanOrEqual(6);
    for (const term of [
      '   ',
      'x'.repeat(600),
      "'; DROP TABLE products; --",
      '.*+?^\u0024{}()|[]\\',
      '%_%',
      '🏃‍♀️👟',
      'a & b | !c <-> d:*',
    ]) {
      const answer = await suggest('sk', term);
      expect(answer.brands.length).toBeGreaterThan(0);
    }
    const [row] = await testApp().database.query<{ count: number }>('SELECT count(*) AS count FROM products');
    expect(Number(row?.count)).toBe(1_500);
  });
});
