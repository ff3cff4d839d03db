import { DEFAULT_LOCALE, type Locale } from './locales';
import { zonedParts } from './zoned-time';

/**
 * The shops' time zone by web instance. All three are Central European today, but a Date (an instant)
 * must be shown in the shop's zone, not in the server's (UTC) or a travelling visitor's.
 */
export const SHOP_TIME_ZONE: Record<Locale, string> = {
  sk: 'Europe/Bratislava',
  cz: 'Europe/Prague',
  hu: 'Europe/Budapest',
};

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a valid date: ${String(value)}`);
  return date;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DD.MM.YYYY in every locale (spec §9), Hungarian included (whose own convention would be
 * "2024. 03. 05."). A calendar date "YYYY-MM-DD" is printed as is, with no time-zone shift; a Date,
 * timestamp or ISO date-time is an instant and is shown as the date in the shop's time zone.
 */
export function formatDate(value: Date | string | number, locale: Locale): string {
  if (typeof value === 'string') {
    const calendar = value.match(CALENDAR_DATE);
    if (calendar) {
      const [, year, month, day] = calendar;
      // Date rolls 2024-02-30 over to March 1st: a different day of month means no such date.
      const date = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) {
        throw new RangeError(`not a valid date: ${value}`);
      }
      return `${day}.${month}.${year}`;
    }
  }
  const { day, month, year } = zonedParts(toDate(value), SHOP_TIME_ZONE[locale]);
  return `${day}.${month}.${year}`;
}

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * HH:mm, 24-hour (spec §9). A clock time as stored ("9:00", "09:00", "19:30:00") is normalized; a
 * Date is shown in the shop's time zone. "24:00" is accepted as the end of a day.
 */
export function formatTime(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  if (typeof value === 'string') {
    const clock = value.trim().match(CLOCK_TIME);
    if (!clock) throw new RangeError(`not a clock time: ${value}`);
    const hours = Number(clock[1]);
    const minutes = Number(clock[2]);
    if (hours > 24 || minutes > 59 || (hours === 24 && minutes !== 0))
      throw new RangeError(`not a clock time: ${value}`);
    return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  }
  const { hour, minute } = zonedParts(toDate(value), SHOP_TIME_ZONE[locale]);
  return `${hour}:${minute}`;
}

/** Opening hours of a day, "09:00 – 19:00" (an en dash between spaces). */
export function formatOpeningHours(from: string | Date, to: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  return `${formatTime(from, locale)} – ${formatTime(to, locale)}`;
}
