import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { marketingEvents, webInstances } from '../schema';
import { openTestDatabase } from '../test-database';
import { arrayLiteral, bulkInsert } from './bulk-insert';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ empty: true });
});
afterAll(async () => handle.close());

describe('bulkInsert', () => {
  it('quotes every element of an array literal', () => {
    expect(arrayLiteral([1, null, 'a"b', 'c\\d', '{x,y}'])).toBe('{"1",NULL,"a\\"b","c\\\\d","{x,y}"}');
  });

  it('round-trips awkward text, nulls, enums, numerics, timestamps and json on the real database', async () => {
    const awkward = `Quote " backslash \\ comma , braces {} apostrophe ' accents ľščťžýáíéőű NULL`;
    await bulkInsert(handle.query, webInstances, [
      {
        id: 1,
        locale: 'sk',
        name: awkward,
        domain: 'sk.localhost',
        token: 't1',
        currency: 'EUR',
        vatRate: 23.5,
        freeShippingFrom: 7000,
        adminEmail: 'a@b.sk',
        placeholderPhotoId: null,
        titleSuffix: '',
        phone: '+421',
        typeOfShop: 1,
        facebookLoginEnabled: true,
        googleLoginEnabled: false,
        facebookLink: '',
        instagramLink: '',
        youtubeLink: '',
        conditionsForProcessingPersonalDataLink: '',
        createdAt: new Date('2024-02-29T10:11:12.000Z'),
      },
    ]);
    const rows = Array.from({ length: 25_000 }, (_, i) => ({
      id: i + 1,
      webInstanceId: 1,
      type: 'ViewContent' as const,
      userId: null,
      payload: { i, text: awkward, list: [1, 'two'] },
      createdAt: new Date(1_700_000_000_000 + i),
    }));
    await bulkInsert(handle.query, marketingEvents, rows);
    const [instance] = await handle.db.select().from(webInstances);
    expect(instance?.name).toBe(awkward);
    expect(instance?.vatRate).toBe(23.5);
    expect(instance?.createdAt.toISOString()).toBe('2024-02-29T10:11:12.000Z');
    const [count] = await handle.query<{ n: number }>('SELECT count(*)::int AS n FROM marketing_events');
    expect(count?.n).toBe(25_000);
    const [last] = await handle.query<{ payload: unknown }>('SELECT payload FROM marketing_events WHERE id = 25000');
    expect(last?.payload).toEqual({ i: 24_999, text: awkward, list: [1, 'two'] });
  });
});
