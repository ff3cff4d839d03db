import { OperationUnitSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

describe('GET /api/lib/v1/operation-units/:id', () => {
  it('returns store 4 (the header’s) with seven days of hours, weekdays and Saturday open', async () => {
    const { app, database } = testApp();
    const response = await get(app, '/api/lib/v1/operation-units/4', { host: HOST.sk });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const unit = OperationUnitSchema.parse(response.body);
    expect(unit.id).toBe(4);
    expect(unit.openingHours.map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const rows = await database.query<{ day: number; opens_at: string | null; closes_at: string | null }>(
      'SELECT day, opens_at, closes_at FROM opening_hours WHERE operation_unit_id = 4 ORDER BY day',
    );
    for (const row of rows) {
      expect(unit.openingHours[row.day - 1]).toEqual({ day: row.day, from: row.opens_at, to: row.closes_at });
    }
    expect(unit.openingHours[0]?.from).toMatch(/^\d{2}:\d{2}$/);
    expect(unit.openingHours[5]?.from).toMatch(/^\d{2}:\d{2}$/);
    expect(unit.parameters.some((parameter) => parameter.value.startsWith('http'))).toBe(true);
    const [base] = await database.query<{ street: string; town: string }>(
      'SELECT street, town FROM operation_units WHERE id = 4',
    );
    expect(unit.street).toBe(base?.street);
    expect(unit.town.name).toBe(base?.town);
  });

  it('answers an unknown store with 404 in the instance’s language', async () => {
    const response = await get(testApp().app, '/api/lib/v1/operation-units/999999', { host: HOST.hu });
    const body = expectError(response, 404, 'id');
    expect(body.messages[0]?.message).toBe('A(z) 999999 azonosítójú üzlet nem létezik.');
  });

  it.each([
    ['abc'],
    ['-1'],
    ['0'],
    ['1.5'],
    ['4abc'],
    ['99999999999999999999'],
    ['2147483648'],
    ['1e400'],
    ["4'%20OR%20'1'='1"],
    ['%00'],
  ])('rejects id %s with 400 naming id', async (id) => {
    const response = await get(testApp().app, `/api/lib/v1/operation-units/${id}`);
    expectError(response, 400, 'id');
  });
});
