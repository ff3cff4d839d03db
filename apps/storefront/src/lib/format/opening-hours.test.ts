import { describe, expect, it } from 'vitest';
import { normalizeTime, type OpeningHoursEntry, saturdayHours, weekdayHours } from './opening-hours';

const week: OpeningHoursEntry[] = [
  { day: 1, from: '9:00', to: '19:00' },
  { day: 2, from: '10:00', to: '18:00' },
  { day: 3, from: '09:00', to: '19:00' },
  { day: 4, from: '09:00', to: '19:00' },
  { day: 5, from: '09:00', to: '19:00' },
  { day: 6, from: '09:00', to: '13:30' },
  { day: 7, from: null, to: null },
];

describe('opening hours', () => {
  it('reads the weekday hours from the first entry, as HH:mm', () => {
    expect(weekdayHours(week)).toEqual({ from: '09:00', to: '19:00' });
  });

  it('reads Saturday from the sixth entry', () => {
    expect(saturdayHours(week)).toEqual({ from: '09:00', to: '13:30' });
  });

  it('says closed (null) when a day has no times or the list is short', () => {
    expect(saturdayHours(week.slice(0, 5))).toBeNull();
    expect(weekdayHours([{ day: 1, from: null, to: '19:00' }])).toBeNull();
    expect(weekdayHours([])).toBeNull();
  });

  it('normalizes and rejects times', () => {
    expect(normalizeTime('7:05')).toBe('07:05');
    expect(normalizeTime('19:00:00')).toBe('19:00');
    expect(normalizeTime('25:00')).toBeNull();
    expect(normalizeTime('noon')).toBeNull();
  });
});
