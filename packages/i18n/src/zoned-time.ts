/**
 * The wall clock of an instant in a time zone: what a clock on the wall in Bratislava, Prague or
 * Budapest shows, summer time included. Whatever depends on "the shop's today" (a date shown, a QR code's due date,
 * whether a store is open) read it here, never from the server's or a travelling visitor's zone.
 */
export type ZonedParts = {
  /** Zero-padded digits: "2026", "03", "09", "07", "05", "00"; hour is 00–23. */
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
};

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  if (Number.isNaN(instant.getTime())) throw new RangeError('not a valid date');
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    zonedFormats.set(timeZone, format);
  }
  const parts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of format.formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  // The weekday of the calendar date, not of the instant in UTC (late Sunday evening UTC is Monday here).
  const utcWeekday = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))).getUTCDay();
  return { ...parts, weekday: utcWeekday === 0 ? 7 : utcWeekday };
}

/**
 * A time zone's clock for a span of time as plain numbers: its UTC offset from each change on, worked
 * out where Intl is at hand (the server rendering a cached page), so that a browser reads the wall
 * clock with arithmetic. The first `Intl.DateTimeFormat` with a time zone loads the browser's zone
 * data, which cost a phone tens of milliseconds on the contact page's first run for one "open now" line.
 */
export type ZoneClock = {
  timeZone: string;
  /** [instant in ms, offset in minutes east of UTC from that instant on], ascending; the first is where the span starts. */
  offsets: readonly (readonly [number, number])[];
  /** Where the span ends (ms): from then on, and before it starts, the clock asks Intl. */
  until: number;
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes east of UTC in `timeZone` at `at` (ms): the wall clock read as if it were UTC, less the instant. */
function offsetAt(at: number, timeZone: string): number {
  const wall = zonedParts(new Date(at), timeZone);
  const asUtc = Date.UTC(
    Number(wall.year),
    Number(wall.month) - 1,
    Number(wall.day),
    Number(wall.hour),
    Number(wall.minute),
    Number(wall.second),
  );
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / MINUTE_MS);
}

/**
 * The zone's clock from the UTC day of `from` for `days` days. Offsets change at most a few times a year, at a whole
 * minute: the span is walked a day at a time, and each change is narrowed down to its minute.
 */
export function zoneClock(timeZone: string, from: Date, days: number): ZoneClock {
  // From the start of the UTC day: every store of a zone, on every page drawn that day, shares one clock.
  const start = Math.floor(from.getTime() / DAY_MS) * DAY_MS;
  const key = `${timeZone}|${days}`;
  const known = zoneClocks.get(key);
  if (known && known.offsets[0]?.[0] === start) return known;
  const clock = buildZoneClock(timeZone, start, days);
  zoneClocks.set(key, clock);
  return clock;
}

/** The latest clock of each zone and length: a day's pages ask for the same one. */
const zoneClocks = new Map<string, ZoneClock>();

function buildZoneClock(timeZone: string, start: number, days: number): ZoneClock {
  const until = start + days * DAY_MS;
  const offsets: [number, number][] = [[start, offsetAt(start, timeZone)]];
  let before = start;
  let offset = offsetAt(start, timeZone);
  for (let at = start + DAY_MS; at <= until; at += DAY_MS) {
    const next = offsetAt(at, timeZone);
    if (next !== offset) {
      // The change lies in (low, high]: halve the span down to the minute it happens at.
      let low = before;
      let high = at;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(middle, timeZone) === next) high = middle;
        else low = middle;
      }
      offsets.push([high, next]);
      offset = next;
    }
    before = at;
  }
  return { timeZone, offsets, until };
}

const two = (value: number) => String(value).padStart(2, '0');

/** zonedParts of an instant by the zone's clock: arithmetic within its span, Intl outside it. */
export function zonedPartsBy(instant: Date, clock: ZoneClock): ZonedParts {
  const at = instant.getTime();
  const first = clock.offsets[0];
  if (Number.isNaN(at) || !first || at < first[0] || at >= clock.until) return zonedParts(instant, clock.timeZone);
  let offset = first[1];
  for (const [since, minutes] of clock.offsets) if (since <= at) offset = minutes;
  const wall = new Date(at + offset * MINUTE_MS);
  const weekday = wall.getUTCDay();
  return {
    year: String(wall.getUTCFullYear()),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
    second: two(wall.getUTCSeconds()),
    weekday: weekday === 0 ? 7 : weekday,
  };
}
