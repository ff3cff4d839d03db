import { type ZoneClock, zonedParts, zonedPartsBy } from '@stride/i18n';

/**
 * Whether a store (or the advisors' phone line, which keeps the store's hours) is open at an instant,
 * and when it closes or next opens — "Open now, closes at 19:00" / "Closed, opens Monday at 09:00".
 * Pure: the caller passes the instant (the browser's now, since a cached page cannot know it) and the
 * shop's time zone (@stride/i18n SHOP_TIME_ZONE by locale), so summer time is the zone's business.
 */

/** One day of a week of opening hours, as the contract's OperationUnit carries it. */
export type DayHours = {
  /** ISO weekday 1 (Monday) … 7 (Sunday). */
  day: number;
  /** "HH:mm", both null on a closed day. */
  from: string | null;
  to: string | null;
};

export type OpeningState = {
  open: boolean;
  /** "HH:mm" today's closing, when open. */
  closesAt?: string;
  /**
   * When closed: the next opening — its ISO weekday, "HH:mm", and how many days ahead (0 today before
   * opening, 7 the same weekday next week); absent if the store never opens.
   */
  opensNext?: { day: number; at: string; inDays: number };
};

const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** Minutes after midnight of "HH:mm" (24:00 is the end of the day), or null for anything else. */
function minutesOf(clock: string | null): number | null {
  const match = clock === null ? null : CLOCK.exec(clock.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** "HH:mm" of minutes after midnight. */
function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A day's open span in minutes, or null when closed (no hours, malformed hours, or closing not after opening). */
function spanOf(week: readonly DayHours[], day: number): { from: number; to: number } | null {
  const hours = week.find((entry) => entry.day === day);
  if (!hours) return null;
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  return from !== null && to !== null && to > from ? { from, to } : null;
}

/**
 * `zone` is the zone's name, or its clock worked out by the server (ZoneClock), which a browser reads
 * without Intl's zone data.
 */
export function openingStateAt(week: readonly DayHours[], instant: Date, zone: string | ZoneClock): OpeningState {
  const wall = typeof zone === 'string' ? zonedParts(instant, zone) : zonedPartsBy(instant, zone);
  const now = Number(wall.hour) * 60 + Number(wall.minute);
  const today = spanOf(week, wall.weekday);
  if (today && now >= today.from && now < today.to) return { open: true, closesAt: clockOf(today.to) };
  if (today && now < today.from) {
    return { open: false, opensNext: { day: wall.weekday, at: clockOf(today.from), inDays: 0 } };
  }
  // After today's closing (or a closed day): the first of the next seven days that opens, today a week on included.
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = ((wall.weekday - 1 + ahead) % 7) + 1;
    const span = spanOf(week, day);
    if (span) return { open: false, opensNext: { day, at: clockOf(span.from), inDays: ahead } };
  }
  return { open: false };
}
