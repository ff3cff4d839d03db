import { describe, expect, it } from 'vitest';
import { zoneClock, zonedParts, zonedPartsBy } from './zoned-time';

const at = (iso: string) => new Date(iso);
const clockOf = (parts: { hour: string; minute: string }) => `${parts.hour}:${parts.minute}`;

describe('a zone clock read without Intl', () => {
  // EU summer time: from 29 March 2026 01:00 UTC to 25 October 2026 01:00 UTC (hand-checked dates).
  const bratislava = zoneClock('Europe/Bratislava', at('2026-01-01T00:00:00Z'), 400);

  it('holds the span’s winter offset and both of 2026’s changes, at their minute', () => {
    expect(bratislava.offsets).toEqual([
      [Date.parse('2026-01-01T00:00:00Z'), 60],
      [Date.parse('2026-03-29T01:00:00Z'), 120],
      [Date.parse('2026-10-25T01:00:00Z'), 60],
    ]);
    expect(bratislava.until).toBe(Date.parse('2027-02-05T00:00:00Z'));
  });

  it('reads the wall clock on both sides of each change', () => {
    expect(clockOf(zonedPartsBy(at('2026-03-29T00:59:00Z'), bratislava))).toBe('01:59');
    expect(clockOf(zonedPartsBy(at('2026-03-29T01:00:00Z'), bratislava))).toBe('03:00');
    expect(clockOf(zonedPartsBy(at('2026-10-25T00:59:00Z'), bratislava))).toBe('02:59');
    expect(clockOf(zonedPartsBy(at('2026-10-25T01:00:00Z'), bratislava))).toBe('02:00');
  });

  it('gives the calendar date and ISO weekday of the zone, not of UTC', () => {
    // Sunday 23:30 UTC is Monday 00:30 in Budapest in winter, 01:30 in summer.
    const budapest = zoneClock('Europe/Budapest', at('2026-01-01T00:00:00Z'), 400);
    expect(zonedPartsBy(at('2026-11-29T23:30:00Z'), budapest)).toEqual({
      year: '2026',
      month: '11',
      day: '30',
      hour: '00',
      minute: '30',
      second: '00',
      weekday: 1,
    });
    expect(zonedPartsBy(at('2026-06-07T23:30:05Z'), budapest)).toEqual({
      year: '2026',
      month: '06',
      day: '08',
      hour: '01',
      minute: '30',
      second: '05',
      weekday: 1,
    });
  });

  it('agrees with Intl at every hour of its span', () => {
    const prague = zoneClock('Europe/Prague', at('2026-02-01T10:17:00Z'), 365);
    for (let time = Date.parse('2026-02-01T10:17:00Z'); time < prague.until; time += 3_600_000 + 61_000) {
      expect(zonedPartsBy(new Date(time), prague)).toEqual(zonedParts(new Date(time), 'Europe/Prague'));
    }
  });

  it('asks Intl before and after its span, so a page kept longer still tells the right time', () => {
    const short = zoneClock('Europe/Bratislava', at('2026-01-01T00:00:00Z'), 10);
    expect(clockOf(zonedPartsBy(at('2026-07-01T12:00:00Z'), short))).toBe('14:00');
    expect(clockOf(zonedPartsBy(at('2025-07-01T12:00:00Z'), short))).toBe('14:00');
  });
});
