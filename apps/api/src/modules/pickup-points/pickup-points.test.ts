import { type PickupPoint, PickupPointListSchema, PickupPointSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';
import { toPickupSearch } from './queries';

/**
 * The picker's api over the seed's pickup points (packages/db/src/seed/data/packeta-branches.json,
 * Packeta's feed format). The expected points are read off that file by hand: its ids, names,
 * postal codes and hours.
 */

const testApp = useTestApp();

const LIST = '/api/lib/v1/pickup-points';

async function list(host: string, query: string) {
  const response = await get(testApp().app, `${LIST}${query}`, { host });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return PickupPointListSchema.parse(response.body).items;
}

const ids = (points: PickupPoint[]) => points.map((point) => point.id);

const ZBOX_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, hours: '00:00–23:59' }));

describe('GET /api/lib/v1/pickup-points', () => {
  it('finds a postal code with or without its space, each point whole with its week Monday … Sunday', async () => {
    // The three Slovak branches of 811 01 in the file, a shop before two boxes (town, then name).
    const spaced = await list(HOST.sk, '?search=811%2001');
    expect(spaced).toEqual([
      {
        id: 24502,
        name: 'Bratislava, Staré Mesto, Obchodná 93',
        place: 'Papiernictvo',
        street: 'Obchodná 93',
        city: 'Bratislava',
        zip: '811 01',
        openingHours: [
          { day: 1, hours: '08:00–17:00' },
          { day: 2, hours: '08:00–17:00' },
          { day: 3, hours: '08:00–17:00' },
          { day: 4, hours: '08:00–17:00' },
          { day: 5, hours: '08:00–17:00' },
          { day: 6, hours: '09:00–12:00' },
          { day: 7, hours: '' },
        ],
      },
      {
        id: 9710,
        name: 'Z-BOX Bratislava, Staré Mesto, Palisády 83',
        place: 'Z-BOX',
        street: 'Palisády 83',
        city: 'Bratislava',
        zip: '811 01',
        openingHours: ZBOX_WEEK,
      },
      {
        id: 16560,
        name: 'Z-BOX Bratislava, Staré Mesto, Špitálska 114',
        place: 'Z-BOX',
        street: 'Špitálska 114',
        city: 'Bratislava',
        zip: '811 01',
        openingHours: ZBOX_WEEK,
      },
    ]);
    expect(await list(HOST.sk, '?search=81101')).toEqual(spaced);
  });

  it('finds a town by the start of its name, accents and case ignored', async () => {
    expect(ids(await list(HOST.sk, '?search=bratis&limit=5'))).toEqual([23720, 10577, 13431, 4905, 9682]);
    const usti = await list(HOST.cz, '?search=USTI');
    expect(usti.map((point) => point.name)).toEqual([
      'Ústí nad Labem, Bezručova 894/78',
      'Ústí nad Labem, Dlouhá 1154/38',
      'Ústí nad Labem, Havlíčkova 3768/23',
      'Ústí nad Labem, Revoluční 1144/77',
      'Ústí nad Labem, Sokolská 3637/42',
    ]);
    expect(usti[4]?.openingHours[0]).toEqual({ day: 1, hours: '09:00–12:00, 13:00–17:00' });
    expect(ids(await list(HOST.hu, '?search=H%C3%B3dmez%C5%91'))).toEqual([13998, 1724, 2110]);
    expect(ids(await list(HOST.hu, '?search=hodmezo'))).toEqual([13998, 1724, 2110]);
  });

  it('puts the exact town or postal code first, then a town the search begins, then streets and districts', async () => {
    // "nove mesto": the town Nové Mesto nad Váhom before the Bratislava district Nové Mesto.
    const points = await list(HOST.sk, '?search=Nov%C3%A9%20Mesto');
    expect(points.map((point) => point.name)).toEqual([
      'Nové Mesto nad Váhom, Komenského 105',
      'Nové Mesto nad Váhom, Partizánska 841/54',
      'Bratislava, Nové Mesto, Jarošova 114',
      'Bratislava, Nové Mesto, Jarošova 15',
      'Bratislava, Nové Mesto, Jarošova 3800/14',
      'Z-BOX Bratislava, Nové Mesto, Jarošova 917/66',
      'Bratislava, Nové Mesto, Račianska 491/69',
      'Bratislava, Nové Mesto, Vajnorská 2431/70',
    ]);
    // Debrecen's 4024 exactly: the five points of that postal code, not 4025 or 4031.
    expect(ids(await list(HOST.hu, '?search=4024'))).toEqual([3326, 2915, 21380, 22722, 22030]);
    // A district of Prague: its points before the others that merely contain a 4.
    const praha4 = await list(HOST.cz, '?search=praha%204&limit=8');
    expect(praha4.slice(0, 7).every((point) => point.name.includes('Praha 4,'))).toBe(true);
    expect(praha4[7]?.name).not.toContain('Praha 4,');
  });

  it('lists only the shop’s own country', async () => {
    expect(await list(HOST.cz, '?search=bratislava')).toEqual([]);
    expect(await list(HOST.hu, '?search=811%2001')).toEqual([]);
    expect((await list(HOST.sk, '?search=debrecen')).length).toBe(0);
  });

  it('answers an empty search with the first points of the town with the most, 20 by default, at most 50', async () => {
    const first = await list(HOST.sk, '');
    expect(first).toHaveLength(20);
    expect(first.every((point) => point.city === 'Bratislava')).toBe(true);
    expect(ids(first.slice(0, 3))).toEqual([23720, 10577, 13431]);
    expect(await list(HOST.sk, '?search=%20%20')).toEqual(first);
    expect(await list(HOST.sk, '?limit=50')).toHaveLength(50);
    expect(ids(await list(HOST.sk, '?limit=3'))).toEqual([23720, 10577, 13431]);
  });

  it('is the same for every visitor, so shared caches may keep it a minute', async () => {
    const response = await get(testApp().app, `${LIST}?search=zilina`, { host: HOST.sk });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.vary).toContain('Host');
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['search=a&search=b', 'search'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await get(testApp().app, `${LIST}?${query}`, { host: HOST.sk });
    expectError(response, 400, field);
  });

  it('takes a search of 100 characters after trimming, and any characters safely', async () => {
    expect(await list(HOST.sk, `?search=${encodeURIComponent(` ${'x'.repeat(100)} `)}`)).toEqual([]);
    for (const search of ["'; DROP TABLE pickup_points; --", '%_\\', '日本', '(', '¯\\_(ツ)_/¯']) {
      expect(await list(HOST.sk, `?search=${encodeURIComponent(search)}`)).toEqual([]);
    }
  });
});

describe('GET /api/lib/v1/pickup-points/:id', () => {
  it('returns a point of the shop’s country with its week', async () => {
    const response = await get(testApp().app, `${LIST}/13998`, { host: HOST.hu });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(PickupPointSchema.parse(response.body)).toEqual({
      id: 13998,
      name: 'Hódmezővásárhely, Hunyadi János utca 115',
      place: 'Vegyesbolt',
      street: 'Hunyadi János utca 115',
      city: 'Hódmezővásárhely',
      zip: '6800',
      openingHours: [
        { day: 1, hours: '06:00–20:00' },
        { day: 2, hours: '06:00–20:00' },
        { day: 3, hours: '06:00–20:00' },
        { day: 4, hours: '06:00–20:00' },
        { day: 5, hours: '06:00–20:00' },
        { day: 6, hours: '07:00–14:00' },
        { day: 7, hours: '08:00–18:00' },
      ],
    });
  });

  it('answers another country’s point and an unknown id with 404 in the shop’s language', async () => {
    const czech = expectError(await get(testApp().app, `${LIST}/13401`, { host: HOST.sk }), 404, 'id');
    expect(czech.messages[0]?.message).toBe('Výdajné miesto s číslom 13401 neexistuje alebo už nie je v prevádzke.');
    const unknown = expectError(await get(testApp().app, `${LIST}/999999`, { host: HOST.cz }), 404, 'id');
    expect(unknown.messages[0]?.message).toBe('Výdejní místo s číslem 999999 neexistuje nebo už není v provozu.');
    const hu = expectError(await get(testApp().app, `${LIST}/24502`, { host: HOST.hu }), 404, 'id');
    expect(hu.messages[0]?.message).toBe('A(z) 24502 azonosítójú átvételi pont nem létezik, vagy már nem működik.');
  });

  it('answers a point no longer in the feed (inactive) with 404, and leaves it out of the list', async () => {
    const { app, database } = testApp();
    await database.query('UPDATE pickup_points SET active = false WHERE id = 1724');
    try {
      expectError(await get(app, `${LIST}/1724`, { host: HOST.hu }), 404, 'id');
      expect(ids(await list(HOST.hu, '?search=hodmezo'))).toEqual([13998, 2110]);
    } finally {
      await database.query('UPDATE pickup_points SET active = true WHERE id = 1724');
    }
  });

  it.each([['abc'], ['0'], ['-5'], ['1.5'], ['2147483648']])('refuses id %s with 400 naming id', async (id) => {
    expectError(await get(testApp().app, `${LIST}/${id}`, { host: HOST.sk }), 400, 'id');
  });
});

describe('the search as the points’ search text is written', () => {
  it.each([
    ['  Bratislava  ', 'bratislava'],
    ['811 01', '81101'],
    ['Bratislava 811 01', 'bratislava 81101'],
    ['Hódmezővásárhely, Kossuth', 'hodmezovasarhely kossuth'],
    ['ÚSTÍ NAD LABEM', 'usti nad labem'],
    ['Praha 4 140 00', 'praha 4 14000'],
    ['1051', '1051'],
    ['%_', ''],
  ])('%j is %j', (raw, text) => {
    expect(toPickupSearch(raw).text).toBe(text);
  });
});
