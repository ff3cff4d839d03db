import { describe, expect, it } from 'vitest';
import { formatDate, formatOpeningHours, formatTime } from './format-date';
import { LOCALES } from './locales';

describe('formatDate', () => {
  it('writes DD.MM.YYYY in every locale, Hungarian included', () => {
    for (const locale of LOCALES) {
      expect(formatDate('2024-03-05', locale)).toBe('05.03.2024');
      expect(formatDate(new Date('2024-12-24T10:00:00Z'), locale)).toBe('24.12.2024');
    }
  });

  it('shows an instant as the date in the shop’s time zone, not UTC', () => {
    // 23:30 UTC on 31 March is 01:30 on 1 April in Central European Summer Time.
    expect(formatDate('2024-03-31T23:30:00Z', 'sk')).toBe('01.04.2024');
    expect(formatDate(new Date('2024-01-31T23:30:00Z'), 'hu')).toBe('01.02.2024');
    expect(formatDate(Date.UTC(2024, 0, 31, 22, 59), 'cz')).toBe('31.01.2024');
  });

  it('prints a calendar date without shifting it', () => {
    expect(formatDate('2024-01-01', 'hu')).toBe('01.01.2024');
    expect(formatDate('2024-02-29', 'sk')).toBe('29.02.2024');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('yesterday', 'sk')).toThrow(RangeError);
    expect(() => formatDate('2024-02-30', 'sk')).toThrow(RangeError);
    expect(() => formatDate('2023-02-29', 'sk')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN), 'sk')).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it('writes stored clock times as HH:mm', () => {
    expect(formatTime('09:00')).toBe('09:00');
    expect(formatTime('9:00')).toBe('09:00');
    expect(formatTime('19:30:00')).toBe('19:30');
    expect(formatTime('00:05')).toBe('00:05');
    expect(formatTime('24:00')).toBe('24:00');
  });

  it('writes an instant as the 24-hour time in the shop’s time zone', () => {
    expect(formatTime(new Date('2024-07-01T07:05:00Z'), 'sk')).toBe('09:05'); // CEST, UTC+2
    expect(formatTime(new Date('2024-01-15T18:00:00Z'), 'hu')).toBe('19:00'); // CET, UTC+1
    expect(formatTime(new Date('2024-01-15T23:00:00Z'), 'cz')).toBe('00:00');
  });

  it('rejects what is not a time', () => {
    for (const value of ['9', '25:00', '12:60', '24:30', '9am', '']) {
      expect(() => formatTime(value), value).toThrow(RangeError);
    }
  });
});

describe('formatOpeningHours', () => {
  it('joins the hours with an en dash', () => {
    expect(formatOpeningHours('09:00', '19:00')).toBe('09:00 – 19:00');
    expect(formatOpeningHours('9:00:00', '13:00:00')).toBe('09:00 – 13:00');
  });
});
