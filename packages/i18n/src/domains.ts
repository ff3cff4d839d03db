import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

export type DomainMap = Record<Locale, string>;

/**
 * The host name of each web instance. Locally sk.localhost, cz.localhost, hu.localhost; in
 * production SK_DOMAIN, CZ_DOMAIN, HU_DOMAIN. The api and the storefront read the same variables.
 */
export function domainsFromEnv(env: Record<string, string | undefined>): DomainMap {
  return {
    sk: env.SK_DOMAIN || 'sk.localhost',
    cz: env.CZ_DOMAIN || 'cz.localhost',
    hu: env.HU_DOMAIN || 'hu.localhost',
  };
}

/** The locale of a Host header value (port ignored); any unknown host gets the default web instance. */
export function localeForHost(host: string | null | undefined, domains: DomainMap): Locale {
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return LOCALES.find((locale) => domains[locale] === hostname) ?? DEFAULT_LOCALE;
}
