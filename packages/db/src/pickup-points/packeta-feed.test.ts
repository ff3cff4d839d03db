import { describe, expect, it } from 'vitest';
import { compactZip, feedRows, foldText, PacketaBranchSchema, pickupPointRow, pickupSearchText } from './packeta-feed';

/** A branch as Packeta's v4 JSON export writes one: every value a string, fields we do not keep too. */
const BRANCH = {
  id: '4321',
  name: 'Bratislava, Petržalka, Romanova 35',
  special: 'Vedľa lekárne.',
  place: 'Tabak Press',
  street: 'Romanova 35',
  city: 'Bratislava',
  zip: '851 02',
  country: 'sk',
  currency: 'EUR',
  status: { statusId: '1', description: 'V prevádzke' },
  displayFrontend: '1',
  directions: '',
  creditCardPayment: 'yes',
  latitude: '48.1127013',
  longitude: '17.1097456',
  url: 'https://www.zasilkovna.cz/pobocky/4321',
  photos: [{ thumbnail: 'a.jpg', normal: 'b.jpg' }],
  openingHours: {
    compactShort: '<strong>Po–Pi</strong> 06:00–18:00',
    regular: {
      monday: '06:00–18:00',
      tuesday: '06:00–18:00',
      wednesday: '06:00–18:00',
      thursday: '06:00–18:00',
      friday: '06:00–12:00<br>13:00–18:00',
      saturday: '07:00–12:00',
      sunday: '',
    },
    exceptions: [],
  },
};

describe('the Packeta branch schema', () => {
  it('reads a v4 branch, keeps the fields it does not use and turns texts into numbers', () => {
    const branch = PacketaBranchSchema.parse(BRANCH);
    expect(branch.id).toBe(4321);
    expect(branch.latitude).toBe(48.1127013);
    expect(branch.currency).toBe('EUR');
    expect(branch.status).toEqual({ statusId: '1', description: 'V prevádzke' });
  });

  it('takes numbers where the feed may write them (v5) and an empty list for missing opening hours', () => {
    const branch = PacketaBranchSchema.parse({ ...BRANCH, id: 4321, latitude: 48.5, longitude: 17, openingHours: [] });
    expect(branch.id).toBe(4321);
    expect(branch.openingHours).toBeNull();
    expect(pickupPointRow(branch)?.openingHours).toEqual({ 1: '', 2: '', 3: '', 4: '', 5: '', 6: '', 7: '' });
  });

  it.each([
    ['no id', { ...BRANCH, id: undefined }],
    ['a non-numeric id', { ...BRANCH, id: '12a' }],
    ['an id past int4', { ...BRANCH, id: '2147483648' }],
    ['a blank street', { ...BRANCH, street: '  ' }],
    ['no city', { ...BRANCH, city: null }],
  ])('refuses a branch with %s', (_label, branch) => {
    expect(PacketaBranchSchema.safeParse(branch).success).toBe(false);
  });
});

describe('a branch as a pickup point row', () => {
  it('maps the country to our locale, the week to ISO days, and writes the search text', () => {
    const row = pickupPointRow(PacketaBranchSchema.parse(BRANCH));
    expect(row).toEqual({
      id: 4321,
      country: 'sk',
      name: 'Bratislava, Petržalka, Romanova 35',
      place: 'Tabak Press',
      street: 'Romanova 35',
      city: 'Bratislava',
      zip: '851 02',
      openingHours: {
        1: '06:00–18:00',
        2: '06:00–18:00',
        3: '06:00–18:00',
        4: '06:00–18:00',
        5: '06:00–12:00, 13:00–18:00',
        6: '07:00–12:00',
        7: '',
      },
      latitude: 48.112701,
      longitude: 17.109746,
      searchText: 'bratislava 85102 bratislava, petrzalka, romanova 35 romanova 35',
      active: true,
    });
  });

  it('folds Czech and Hungarian letters and the country code’s case', () => {
    const cz = pickupPointRow(
      PacketaBranchSchema.parse({
        ...BRANCH,
        country: 'CZ',
        city: 'Ústí nad Labem',
        zip: '400 01',
        name: 'Ústí nad Labem, Hrnčířská 1',
        street: 'Hrnčířská 1',
      }),
    );
    expect(cz?.country).toBe('cz');
    expect(cz?.searchText).toBe('usti nad labem 40001 usti nad labem, hrncirska 1 hrncirska 1');
    expect(foldText('  Hódmezővásárhely   Kőbányai  ÚT ')).toBe('hodmezovasarhely kobanyai ut');
    expect(compactZip('811 01')).toBe('81101');
    expect(
      pickupSearchText({ city: 'Győr', zip: '9021', name: 'Győr, Baross Gábor út 5', street: 'Baross Gábor út 5' }),
    ).toBe('gyor 9021 gyor, baross gabor ut 5 baross gabor ut 5');
  });

  it('skips other countries and marks a branch not for shoppers inactive', () => {
    expect(pickupPointRow(PacketaBranchSchema.parse({ ...BRANCH, country: 'pl' }))).toBeNull();
    expect(pickupPointRow(PacketaBranchSchema.parse({ ...BRANCH, displayFrontend: '0' }))?.active).toBe(false);
    expect(pickupPointRow(PacketaBranchSchema.parse({ ...BRANCH, displayFrontend: undefined }))?.active).toBe(true);
  });
});

describe('a feed as rows', () => {
  it('reads v4’s { data: { id: branch } }, v4 with a list, and v5’s bare list alike', () => {
    const second = { ...BRANCH, id: '77', name: 'Second' };
    for (const feed of [{ data: { 4321: BRANCH, 77: second } }, { data: [BRANCH, second] }, [BRANCH, second]]) {
      const { rows } = feedRows(feed);
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([77, 4321]);
    }
  });

  it('counts other countries and unusable branches apart, naming the first problems, and keeps a listed-twice branch once', () => {
    const result = feedRows({
      data: [
        BRANCH,
        { ...BRANCH, name: 'Renamed' },
        { ...BRANCH, id: '9', country: 'de' },
        { ...BRANCH, id: '10', zip: '' },
        'junk',
      ],
    });
    expect(result.rows.map((row) => [row.id, row.name])).toEqual([[4321, 'Renamed']]);
    expect(result.otherCountries).toBe(1);
    expect(result.invalid).toBe(2);
    expect(result.problems[0]).toMatch(/^branch 10: zip /);
    expect(result.problems[1]).toMatch(/^branch \?: /);
  });

  it('refuses a feed that is not one', () => {
    expect(() => feedRows({ branches: [] })).toThrow(/Not Packeta's branch feed/);
    expect(() => feedRows('[]')).toThrow(/Not Packeta's branch feed/);
  });
});
