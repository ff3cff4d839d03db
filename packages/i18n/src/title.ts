import type { Locale } from './locales';

/** The brand as each country's shop is known, used as the page title suffix (spec §9). */
export const SITE_NAME: Record<Locale, string> = { sk: 'Stride.sk', cz: 'Stride.cz', hu: 'Stride.hu' };

/**
 * The document title of a page: "Bežecká obuv | Stride.sk". Without a title (the home page) it is
 * the brand alone, so the home page never reads " | Stride.sk".
 */
export function pageTitle(title: string | null | undefined, locale: Locale): string {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' ? SITE_NAME[locale] : `${trimmed} | ${SITE_NAME[locale]}`;
}

/** The same rule as a Next.js metadata title template: `{ template, default }` for a layout. */
export function titleTemplate(locale: Locale): { template: string; default: string } {
  return { template: `%s | ${SITE_NAME[locale]}`, default: SITE_NAME[locale] };
}
