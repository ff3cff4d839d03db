import { describe, expect, it } from 'vitest';
import { type DayHours, openingStateAt } from './opening-hours';

/**
 * Hand-checked instants (2026): 1 January is a Thursday, so 6 July is a Monday; summer time (UTC+2) runs
 * from Sunday 29 March to Sunday 25 October, winter time is UTC+1. A store's usual week (spec §3):
 * Monday–Friday 09:00–19:00, Saturday 09:00–13:00, Sunday closed.
 */
const STORE_WEEK: DayHours[] = [
  { day: 1, from: '09:00', to: '19:00' },
  { day: 2, from: '09:00', to: '19:00' },
  { day: 3, from: '09:00', to: '19:00' },
  { day: 4, from: '09:00', to: '19:00' },
  { day: 5, from: '09:00', to: '19:00' },
  { day: 6, from: '09:00', to: '13:00' },
  { day: 7, from: null, to: null },
];
const BRATISLAVA = 'Europe/Bratislava';
const at = (iso: string) => new Date(iso);

describe('openingStateAt', () => {
  it('is open during the weekday hours and says when it closes', () => {
    // Monday 6 July 07:30 UTC is 09:30 in Bratislava (in UTC itself the store would not yet be open).
    expect(openingStateAt(STORE_WEEK, at('2026-07-06T07:30:00Z'), BRATISLAVA)).toEqual({
      open: true,
      closesAt: '19:00',
    });
    expect(openingStateAt(STORE_WEEK, at('2026-07-06T16:59:00Z'), BRATISLAVA)).toEqual({
      open: true,
      closesAt: '19:00',
    });
  });

  it('before opening is closed and opens later the same day', () => {
    // 08:59 on Monday.
    expect(openingStateAt(STORE_WEEK, at('2026-07-06T06:59:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 1, at: '09:00', inDays: 0 },
    });
  });

  it('at closing time is closed and opens the next morning', () => {
    // Monday 19:00 sharp; Friday 20:00 opens on Saturday.
    expect(openingStateAt(STORE_WEEK, at('2026-07-06T17:00:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 2, at: '09:00', inDays: 1 },
    });
    expect(openingStateAt(STORE_WEEK, at('2026-07-10T18:00:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 6, at: '09:00', inDays: 1 },
    });
  });

  it('keeps Saturday’s short hours and skips the closed Sunday', () => {
    // Saturday 11 July 12:30 open until 13:00; 13:15 closed until Monday; Sunday 12:00 closed until Monday.
    expect(openingStateAt(STORE_WEEK, at('2026-07-11T10:30:00Z'), BRATISLAVA)).toEqual({
      open: true,
      closesAt: '13:00',
    });
    expect(openingStateAt(STORE_WEEK, at('2026-07-11T11:15:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 1, at: '09:00', inDays: 2 },
    });
    expect(openingStateAt(STORE_WEEK, at('2026-07-12T10:00:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 1, at: '09:00', inDays: 1 },
    });
  });

  it('follows summer time: the same UTC hour is before opening in winter and open in summer', () => {
    // Monday 23 March 07:30 UTC is 08:30 CET; Monday 30 March (after the change on the 29th) it is 09:30 CEST.
    expect(openingStateAt(STORE_WEEK, at('2026-03-23T07:30:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 1, at: '09:00', inDays: 0 },
    });
    expect(openingStateAt(STORE_WEEK, at('2026-03-30T07:30:00Z'), BRATISLAVA)).toEqual({
      open: true,
      closesAt: '19:00',
    });
    // Back to winter on 25 October: Monday 26 October 18:00 UTC is 19:00 CET, closed; 17:30 UTC is 18:30, open.
    expect(openingStateAt(STORE_WEEK, at('2026-10-26T18:00:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 2, at: '09:00', inDays: 1 },
    });
    expect(openingStateAt(STORE_WEEK, at('2026-10-26T17:30:00Z'), BRATISLAVA)).toEqual({
      open: true,
      closesAt: '19:00',
    });
  });

  it('reads the weekday and hour in the given time zone', () => {
    // Monday 17:30 UTC: 19:30 in Budapest (closed), 18:30 in London (open).
    expect(openingStateAt(STORE_WEEK, at('2026-07-06T17:30:00Z'), 'Europe/Budapest').open).toBe(false);
    expect(openingStateAt(STORE_WEEK, at('2026-07-06T17:30:00Z'), 'Europe/London')).toEqual({
      open: true,
      closesAt: '19:00',
    });
    // A shop open late on Saturday until midnight: Saturday 21:30 UTC is 23:30 Saturday in Prague (open);
    // 22:30 UTC is already Sunday 00:30 there (closed), though in UTC it is still Saturday evening.
    const lateSaturday: DayHours[] = [{ day: 6, from: '18:00', to: '24:00' }];
    expect(openingStateAt(lateSaturday, at('2026-07-11T21:30:00Z'), 'Europe/Prague')).toEqual({
      open: true,
      closesAt: '24:00',
    });
    expect(openingStateAt(lateSaturday, at('2026-07-11T22:30:00Z'), 'Europe/Prague')).toEqual({
      open: false,
      opensNext: { day: 6, at: '18:00', inDays: 6 },
    });
  });

  it('treats missing, empty and malformed days as closed and writes hours as HH:mm', () => {
    const odd: DayHours[] = [
      { day: 1, from: '9-00', to: '19:00' },
      { day: 2, from: '12:00', to: '11:00' },
      { day: 3, from: '9:30', to: '17:00' },
    ];
    // Monday 10:00: Monday malformed, Tuesday closes before it opens, Wednesday opens at 09:30.
    expect(openingStateAt(odd, at('2026-07-06T08:00:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 3, at: '09:30', inDays: 2 },
    });
    expect(openingStateAt([], at('2026-07-06T08:00:00Z'), BRATISLAVA)).toEqual({ open: false });
    expect(
      openingStateAt(
        STORE_WEEK.map((day) => ({ ...day, from: null, to: null })),
        at('2026-07-06T08:00:00Z'),
        BRATISLAVA,
      ),
    ).toEqual({ open: false });
  });

  it('after closing on the only open day opens again a week later', () => {
    const mondaysOnly: DayHours[] = [{ day: 1, from: '09:00', to: '12:00' }];
    expect(openingStateAt(mondaysOnly, at('2026-07-06T12:00:00Z'), BRATISLAVA)).toEqual({
      open: false,
      opensNext: { day: 1, at: '09:00', inDays: 7 },
    });
  });
});
