import { FiltersResponseSchema, PageDetailSchema, ShopStoreListSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { get, HOST, useTestApp } from '../../test-support/test-app';

// Issue 15 §2 (decision 20): every store as a shop presents it, and the stores' pages.
const testApp = useTestApp();

async function storesOf(host: string) {
  const response = await get(testApp().app, '/api/lib/v1/operation-units', { host });
  expect(response.status).toBe(200);
  return { response, stores: ShopStoreListSchema.parse(response.body).items };
}

describe('GET /api/lib/v1/operation-units', () => {
  it('lists every store in the stores’ order, cached like the catalog', async () => {
    const { response, stores } = await storesOf(HOST.sk);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(stores.map((store) => store.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives each store its position, country, hours and its page in the asking shop', async () => {
    const { stores } = await storesOf(HOST.hu);
    const prague = stores.find((store) => store.id === 2);
    expect(prague).toMatchObject({
      name: 'Stride Prága',
      country: 'cz',
      street: 'Vinohradská 1511/230',
      position: { latitude: 50.0755, longitude: 14.465 },
      page: { title: 'Prágai üzletünk', urlTitle: 'pragai-uzletunk', kind: 'store' },
    });
    expect(prague?.openingHours).toEqual([
      { day: 1, from: '10:00', to: '20:00' },
      { day: 2, from: '10:00', to: '20:00' },
      { day: 3, from: '10:00', to: '20:00' },
      { day: 4, from: '10:00', to: '20:00' },
      { day: 5, from: '10:00', to: '20:00' },
      { day: 6, from: '10:00', to: '18:00' },
      { day: 7, from: null, to: null },
    ]);
    expect(stores.find((store) => store.id === 4)?.page?.urlTitle).toBe('pozsonyi-uzletunk');
  });

  it('names the store-location filter value only for the stores of the shop’s country', async () => {
    const values = async (host: string) =>
      Object.fromEntries((await storesOf(host)).stores.map((store) => [store.id, store.stockFilterValue]));
    expect(await values(HOST.sk)).toEqual({
      1: 'stride-kosice',
      2: null,
      3: null,
      4: 'stride-bratislava',
      5: 'stride-sklad-senec',
    });
    expect(await values(HOST.cz)).toEqual({ 1: null, 2: 'stride-praha', 3: null, 4: null, 5: null });
    expect(await values(HOST.hu)).toEqual({ 1: null, 2: null, 3: 'stride-budapest', 4: null, 5: null });
  });

  it.each([
    [HOST.sk, 'predajna', 'stride-bratislava'],
    [HOST.cz, 'prodejna', 'stride-praha'],
    [HOST.hu, 'uzlet', 'stride-budapest'],
  ])('on %s the filter path %s/%s selects that store', async (host, name, value) => {
    const { stores } = await storesOf(host);
    expect(stores.some((store) => store.stockFilterValue === value)).toBe(true);
    const response = await get(testApp().app, `/api/lib/v1/filters?param=${name}/${value}`, { host });
    expect(response.status).toBe(200);
    const filters = FiltersResponseSchema.parse(response.body);
    expect(filters.selected.stores.map((store) => store.urlName)).toEqual([value]);
  });
});

describe('GET /api/pages/page/:urlTitle of a store', () => {
  it('carries the store as the shop presents it', async () => {
    const response = await get(testApp().app, '/api/pages/page/predajna-kosice', { host: HOST.sk });
    expect(response.status).toBe(200);
    const page = PageDetailSchema.parse(response.body);
    expect(page).toMatchObject({ title: 'Predajňa Košice', kind: 'store' });
    expect(page.store).toMatchObject({
      id: 1,
      name: 'Stride Košice',
      street: 'Hlavná 68',
      zip: '040 01',
      town: { name: 'Košice' },
      stockFilterValue: 'stride-kosice',
      page: { urlTitle: 'predajna-kosice' },
    });
    expect(page.store?.description).toContain('<p>Bežecká predajňa Stride Košice');
    expect(page.store?.parameters).toContainEqual({
      hash: 'map_link',
      value: 'https://www.openstreetmap.org/?mlat=48.7203&mlon=21.2577#map=18/48.7203/21.2577',
    });
  });

  it('answers every other page with store null', async () => {
    const response = await get(testApp().app, '/api/pages/page/kontakt', { host: HOST.sk });
    expect(PageDetailSchema.parse(response.body)).toMatchObject({ kind: 'contact', store: null });
  });
});
