/** One day of a store's opening hours as the contract sends it (HH:mm, null when closed). */
export type OpeningHoursEntry = { day: number; from: string | null; to: string | null };
export type HoursRange = { from: string; to: string };

/** "9:00" → "09:00"; anything that is not a time of day is rejected (null). */
export function normalizeTime(value: string | null): string | null {
  const match = value?.trim().match(/^(\d{1,2}):(\d{2})(?::\d{2})?$/);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function rangeOf(entry: OpeningHoursEntry | undefined): HoursRange | null {
  const from = normalizeTime(entry?.from ?? null);
  const to = normalizeTime(entry?.to ?? null);
  return from && to ? { from, to } : null;
}

/** Monday–Friday hours: the first entry (spec §3), null when the store is closed or has no hours. */
export function weekdayHours(openingHours: readonly OpeningHoursEntry[]): HoursRange | null {
  return rangeOf(openingHours[0]);
}

/** Saturday hours: the sixth entry (spec §3), null when closed. */
export function saturdayHours(openingHours: readonly OpeningHoursEntry[]): HoursRange | null {
  return rangeOf(openingHours[5]);
}

/** Sunday hours: the seventh entry, null when closed (as most stores are). */
export function sundayHours(openingHours: readonly OpeningHoursEntry[]): HoursRange | null {
  return rangeOf(openingHours[6]);
}
