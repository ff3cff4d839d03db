import { DEFAULT_LOCALE, domainsFromEnv, LOCALES, PATHNAMES } from '@stride/i18n';
import { defineRouting } from 'next-intl/routing';

const domains = domainsFromEnv(process.env);

/**
 * One web instance per host (spec §1): the host alone picks the locale, so there is no locale
 * prefix, no cookie and no Accept-Language guessing. Localized paths come from the one segment table.
 * proxy.ts relies on this: it remembers the routing of a URL per shop and replays it for everyone.
 * Should routing ever read a cookie or a request header, that memory must go.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'never',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  domains: LOCALES.map((locale) => ({ domain: domains[locale], defaultLocale: locale, locales: [locale] })),
  pathnames: PATHNAMES,
});
