/**
 * The profile's date of birth is shown and typed as the shops write dates, DD.MM.YYYY (spec §9), and
 * travels as YYYY-MM-DD (the api's and dateOfBirthSchema's form, which decides if it is a real day).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "7.5.1990", "07.05.1990" or "07. 05. 1990". */
const TYPED_DATE = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;

/** "1990-05-07" → "07.05.1990"; no date → "". */
export function dateOfBirthText(iso: string | null): string {
  const parts = iso ? ISO_DATE.exec(iso) : null;
  if (!parts) return '';
  const [, year, month, day] = parts;
  return `${day}.${month}.${year}`;
}

/** What was typed, as the api takes it: "7.5.1990" → "1990-05-07", blank → "", anything else → null. */
export function isoDateOfBirth(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  const parts = TYPED_DATE.exec(typed);
  if (!parts) return null;
  const [, day = '', month = '', year = ''] = parts;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
