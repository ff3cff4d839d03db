import type { PickupPoint } from '@stride/contract';

/** The wait after the last keystroke before the picker asks the api. */
export const PICKUP_SEARCH_DEBOUNCE_MS = 300;

/** The longest search the api takes (PICKUP_POINT_SEARCH_MAX_LENGTH; a number here, no zod in the browser). */
export const PICKUP_SEARCH_MAX_LENGTH = 100;

/** The api path of a search; the empty search lists the first points of the largest towns. */
export function pickupPointsPath(search: string): string {
  return `/api/lib/v1/pickup-points?search=${encodeURIComponent(search.trim().slice(0, PICKUP_SEARCH_MAX_LENGTH))}`;
}

/**
 * The listbox's keys (WAI-ARIA listbox): the option a key makes active among `count`, or `undefined`
 * for a key the list does not move on. ArrowUp on the first option is `-1`: back to the search field.
 */
export function nextActiveIndex(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, count - 1);
    case 'ArrowUp':
      return active <= 0 ? -1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(Math.max(active, 0) + 5, count - 1);
    case 'PageUp':
      return Math.max(active - 5, 0);
    default:
      return undefined;
  }
}

/** Keys that choose the active option. */
export const isChoosingKey = (key: string) => key === 'Enter' || key === ' ';

/** Days with the same hours, next to each other: "Po–Pi 08:00–17:00". */
export type HoursGroup = { days: string; hours: string };

export type WeekTexts = {
  /** Short day names by ISO weekday, 1 (Monday) … 7 (Sunday). */
  weekday: (day: number) => string;
  closed: string;
  /** Said instead of the week when the point is open round the clock every day (a box). */
  nonstop: string;
};

const ROUND_THE_CLOCK = /^00:00\s*[–-]\s*(23:59|24:00)$/;

/**
 * The usual week in a line's worth: consecutive days with the same hours joined (Monday–Friday
 * 08:00–17:00, Saturday 09:00–12:00, Sunday closed); a box open round the clock every day is "Nonstop".
 */
export function compactWeek(openingHours: PickupPoint['openingHours'], texts: WeekTexts): HoursGroup[] {
  const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    hours: openingHours.find((entry) => entry.day === day)?.hours.trim() ?? '',
  }));
  if (week.every((entry) => ROUND_THE_CLOCK.test(entry.hours))) return [{ days: '', hours: texts.nonstop }];
  const groups: { from: number; to: number; hours: string }[] = [];
  for (const { day, hours } of week) {
    const last = groups.at(-1);
    if (last && last.hours === hours) last.to = day;
    else groups.push({ from: day, to: day, hours });
  }
  return groups.map(({ from, to, hours }) => ({
    days: from === to ? texts.weekday(from) : `${texts.weekday(from)}–${texts.weekday(to)}`,
    hours: hours === '' ? texts.closed : hours,
  }));
}

/** The point's address on one line: street, postal code and town. */
export function addressLine(point: Pick<PickupPoint, 'street' | 'zip' | 'city'>): string {
  return `${point.street}, ${point.zip} ${point.city}`;
}
