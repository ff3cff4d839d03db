import { domainsFromEnv, type Locale, localeForHost } from '@stride/i18n';

const domains = domainsFromEnv(process.env);

/** The host the shopper typed: Next sets x-forwarded-host when it proxies, else the Host header. */
export function requestHost(headers: Pick<Headers, 'get'>): string | null {
  return headers.get('x-forwarded-host') ?? headers.get('host');
}

/** The web instance's locale of a request, by the one host rule the api also uses (unknown → hu). */
export function localeOfRequest(headers: Pick<Headers, 'get'>): Locale {
  return localeForHost(requestHost(headers), domains);
}
