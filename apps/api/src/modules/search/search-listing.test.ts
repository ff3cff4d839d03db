import {
  AutosuggestResponseSchema,
  CloseTermsResponseSchema,
  FiltersResponseSchema,
  ProductListResponseSchema,
} from '@stride/contract';
import { webInstanceToken } from '@stride/db';
import { describe, expect, it } from 'vitest';
import { expectError, get, useTestApp } from '../../test-support/test-app';
import { searchWords } from '../listing/search-term';

// The results page's data (issue 4 §3): /products and /filters narrowed by `search`, over the same
// matcher as the search box, with the category listings' filters, counts, sorts and pages.
const testApp = useTestApp({ products: 1_500 });

async function products(query: string) {
  const response = await get(testApp().app, `/api/lib/v1/products?fields=name,finalPriceData,storeStatus&${query}`);
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return ProductListResponseSchema.parse(response.body);
}

async function filters(query: string) {
  const response = await get(testApp().app, `/api/lib/v1/filters?${query}`);
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return FiltersResponseSchema.parse(response.body);
}

const plain = (text: string) => searchWords(text).join(' ');
const nameOf = (item: { name?: string }) => plain(item.name ?? '');

describe(`search results listing (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists what the search matches, as many as /filters counts, best name first', async () => {
    const listed = await products('search=pegasus&perPage=100');
    const counted = await filters('search=pegasus');
    expect(listed.total).toBeGreaterThan(3);
    expect(listed.total).toBe(counted.total);
    expect(listed.items).toHaveLength(Math.min(100, listed.total));
    for (const item of listed.items) expect(nameOf(item)).toContain('pegasus');
    // Relevance: one name's products together, the name's in-stock ones first.
    const names = listed.items.map(nameOf);
    const firstName = names[0];
    const lastOfFirst = names.lastIndexOf(firstName ?? '');
    expect(names.slice(0, lastOfFirst + 1).every((name) => name === firstName)).toBe(true);
  });

  it('finds by compact form and by a typo, and keeps similar names out when exact ones exist', async () => {
    const compact = await products('search=gelkay&perPage=100');
    expect(compact.total).toBeGreaterThan(0);
    for (const item of compact.items) expect(nameOf(item).replace(/ /g, '')).toContain('gelkay');
    const typo = await products('search=pegasys&perPage=100');
    expect(typo.total).toBeGreaterThan(0);
    for (const item of typo.items) expect(nameOf(item)).toContain('pegasus');
    const exact = await products(`search=${encodeURIComponent('nike pegasus 41')}&perPage=100`);
    expect(exact.total).toBeGreaterThan(0);
    for (const item of exact.items) expect(nameOf(item)).toContain('nike pegasus 41');
  });

  it('filters, counts and sorts the results like a category listing', async () => {
    const all = await filters('search=nike');
    const brand = all.available.find((filter) => filter.key === 'size');
    const value = brand?.kind === 'values' ? brand.values.find((candidate) => candidate.count > 0) : undefined;
    expect(value).toBeDefined();
    const param = `velkost/${value?.urlName}`;
    const narrowed = await filters(`search=nike&param=${param}`);
    expect(narrowed.total).toBe(value?.count);
    const cheapest = await products(`search=nike&param=${param}&sort=cheapest&perPage=100`);
    expect(cheapest.total).toBe(value?.count);
    const prices = cheapest.items.map((item) => item.finalPriceData?.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await products(`search=nike&param=${param}&sort=cheapest&perPage=2&page=2`);
    expect(second.items.map(nameOf)).toEqual(cheapest.items.slice(2, 4).map(nameOf));
  });

  it('answers a term that finds nothing with an empty listing, and refuses a blank one on field search', async () => {
    expect((await products('search=xyzqwv')).total).toBe(0);
    expect((await filters('search=xyzqwv')).total).toBe(0);
    expect((await products(`search=${'x'.repeat(600)}`)).total).toBe(0);
    expect((await products(`search=${encodeURIComponent("'; DROP TABLE products; --")}`)).total).toBe(0);
    expectError(await get(testApp().app, '/api/lib/v1/products?search=%20%20'), 400, 'search');
    expectError(await get(testApp().app, '/api/lib/v1/filters?search=%20'), 400, 'search');
    // An empty parameter is one not given: every product, not a refusal.
    expect(await filters('search=')).toEqual(await filters(''));
  });

  it('offers close terms that find products for a term that found nothing', async () => {
    const closeTerms = async (term: string) => {
      const response = await get(testApp().app, `/api/lib/v1/search/close-terms?search=${encodeURIComponent(term)}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return CloseTermsResponseSchema.parse(response.body).terms;
    };
    expect((await products('search=pegazuus')).total).toBe(0);
    const typo = await closeTerms('pegazuus');
    expect(typo[0]).toBe('pegasus');
    for (const term of typo) expect((await products(`search=${encodeURIComponent(term)}`)).total).toBeGreaterThan(0);
    expect(await closeTerms('xyzqwv')).toEqual([]);
    expect(await closeTerms('🏃‍♀️ %_% \u0024{}')).toEqual([]);
    expectError(await get(testApp().app, '/api/lib/v1/search/close-terms'), 400, 'search');
  });
});

/** The four answers a term gets: results page listing and filters, the search box, close terms. */
async function everyAnswer(term: string, token: string) {
  const search = encodeURIComponent(term);
  const urls = [
    `/api/lib/v1/products?fields=id&perPage=100&search=${search}`,
    `/api/lib/v1/filters?search=${search}`,
    `/api/lib/v1/autosuggest?search=${search}`,
    `/api/lib/v1/search/close-terms?search=${search}`,
  ];
  return Promise.all(
    urls.map(async (url) => {
      const response = await get(testApp().app, url, { token });
      expect(response.status, `${url}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(200);
      return response.body;
    }),
  );
}

describe('terms that once broke the search', () => {
  const shops = (['sk', 'cz', 'hu'] as const).map((locale) => ({ locale, token: webInstanceToken(locale) }));

  it.each(shops)('finds nothing for the names of Object’s properties, in $locale', async ({ token }) => {
    for (const term of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const [listed, counted, suggested, close] = await everyAnswer(term, token);
      expect(ProductListResponseSchema.parse(listed).total, term).toBe(0);
      expect(FiltersResponseSchema.parse(counted).total, term).toBe(0);
      const suggestions = AutosuggestResponseSchema.parse(suggested);
      expect([suggestions.products, suggestions.matchedBrands, suggestions.matchedCategories], term).toEqual([
        [],
        [],
        [],
      ]);
      // Close terms may offer a real word like it ("pro" for "proto"), never the term itself.
      expect(CloseTermsResponseSchema.parse(close).terms, term).not.toContain(term.toLowerCase());
    }
  });

  it.each(shops)('reads a percent sign in a term as any other sign between words, in $locale', async ({ token }) => {
    // "50%" finds what "50" finds; a % that starts no valid escape (`50%` sent raw) too.
    for (const [withPercent, without] of [
      ['50%', '50'],
      ['ponožky 100%', 'ponožky 100'],
      ['100 % bavlna', '100 bavlna'],
      ['%', ''],
    ] as const) {
      const expected = without === '' ? undefined : await everyAnswer(without, token);
      const answers = await everyAnswer(withPercent, token);
      if (expected) expect(answers, withPercent).toEqual(expected);
      else expect(ProductListResponseSchema.parse(answers[0]).total).toBe(0);
    }
    const raw = await get(testApp().app, '/api/lib/v1/products?fields=id&perPage=100&search=50%', { token });
    expect(raw.body).toEqual((await everyAnswer('50', token))[0]);
    expect(ProductListResponseSchema.parse(raw.body).total).toBeGreaterThan(0);
  });
});
