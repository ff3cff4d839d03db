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
