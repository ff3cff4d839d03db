import { zoneClock } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { type OpenNowTexts, openNowText } from './open-now-text';

// Stride Bratislava's week (seed): Monday–Friday 09:00–19:00, Saturday 09:00–14:00, Sunday closed.
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  from: day <= 5 ? '09:00' : day === 6 ? '09:00' : null,
  to: day <= 5 ? '19:00' : day === 6 ? '14:00' : null,
}));
const TEXTS: OpenNowTexts = {
  openUntil: 'Open, closes at {time}',
  opensToday: 'Closed, opens today at {time}',
  opensOn: 'Closed, opens {day} at {time}',
  closedNow: 'Closed',
  onDay: ['on Monday', 'on Tuesday', 'on Wednesday', 'on Thursday', 'on Friday', 'on Saturday', 'on Sunday'],
};
const ZONE = 'Europe/Bratislava';

describe('openNowText', () => {
  it('is open on a Wednesday at 12:00 in Bratislava (10:00 UTC in November)', () => {
    expect(openNowText(WEEK, new Date('2026-11-25T11:00:00Z'), ZONE, TEXTS)).toEqual({
      open: true,
      text: 'Open, closes at 19:00',
    });
  });

  it('opens later today before 09:00, and on Monday after Saturday’s 14:00', () => {
    expect(openNowText(WEEK, new Date('2026-11-25T06:30:00Z'), ZONE, TEXTS)).toEqual({
      open: false,
      text: 'Closed, opens today at 09:00',
    });
    // Saturday 28 November 2026, 15:00 in Bratislava.
    expect(openNowText(WEEK, new Date('2026-11-28T14:00:00Z'), ZONE, TEXTS)).toEqual({
      open: false,
      text: 'Closed, opens on Monday at 09:00',
    });
  });

  it('reads the wall clock of summer time (Friday 19:30 CEST is 17:30 UTC: closed, opens Saturday)', () => {
    expect(openNowText(WEEK, new Date('2026-07-03T17:30:00Z'), ZONE, TEXTS)).toEqual({
      open: false,
      text: 'Closed, opens on Saturday at 09:00',
    });
  });

  it('says only "closed" for a store that never opens', () => {
    const never = WEEK.map(({ day }) => ({ day, from: null, to: null }));
    expect(openNowText(never, new Date('2026-11-25T11:00:00Z'), ZONE, TEXTS)).toEqual({ open: false, text: 'Closed' });
  });

  it('reads the same from the zone clock a cached store page carries (no Intl in the browser)', () => {
    const clock = zoneClock(ZONE, new Date('2026-06-01T00:00:00Z'), 400);
    expect(openNowText(WEEK, new Date('2026-07-03T17:30:00Z'), clock, TEXTS)).toEqual({
      open: false,
      text: 'Closed, opens on Saturday at 09:00',
    });
    expect(openNowText(WEEK, new Date('2026-11-25T06:30:00Z'), clock, TEXTS)).toEqual({
      open: false,
      text: 'Closed, opens today at 09:00',
    });
  });
});
