import type { ZoneClock } from '@stride/i18n';
import { type DayHours, openingStateAt } from '@stride/rules/browser';
import { fillText } from '@/components/common/slots';

/**
 * The texts of a store's "open now" line, translated on the server with `{time}` and `{day}` left
 * open (slots.ts): `onDay` is "on Monday" … "on Sunday" as the language says it, ISO order.
 */
export type OpenNowTexts = {
  openUntil: string;
  opensToday: string;
  opensOn: string;
  closedNow: string;
  onDay: readonly string[];
};

/**
 * "Open, closes at 19:00" / "Closed, opens today at 09:00" / "Closed, opens on Monday at 09:00" /
 * "Closed" for a week of hours at an instant, read on the wall clock of the store's time zone.
 */
export function openNowText(
  week: readonly DayHours[],
  instant: Date,
  zone: string | ZoneClock,
  texts: OpenNowTexts,
): { open: boolean; text: string } {
  const state = openingStateAt(week, instant, zone);
  if (state.open && state.closesAt) return { open: true, text: fillText(texts.openUntil, { time: state.closesAt }) };
  const next = state.opensNext;
  if (!next) return { open: false, text: texts.closedNow };
  if (next.inDays === 0) return { open: false, text: fillText(texts.opensToday, { time: next.at }) };
  return { open: false, text: fillText(texts.opensOn, { day: texts.onDay[next.day - 1] ?? '', time: next.at }) };
}
