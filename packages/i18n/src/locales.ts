export const LOCALES = ['sk', 'cz', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];
/** Spec §1: the default web instance is the Hungarian one. */
export const DEFAULT_LOCALE: Locale = 'hu';
/** Slovak is the base language; Czech and Hungarian messages fall back to it. */
export const BASE_LOCALE: Locale = 'sk';

/** Intl tags: the spec's `cz` is Czech, `cs-CZ` to Intl. */
export const INTL_LOCALE: Record<Locale, string> = { sk: 'sk-SK', cz: 'cs-CZ', hu: 'hu-HU' };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
