import type { LocaleCode } from '../schema';

export type Localized = Record<LocaleCode, string>;

/** URL slug: lower case ASCII, diacritics dropped (á → a, ő → o), other characters become dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/°/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function localized(sk: string, cz: string, hu: string): Localized {
  return { sk, cz, hu };
}

export const SEED_LOCALES: readonly LocaleCode[] = ['sk', 'cz', 'hu'];
