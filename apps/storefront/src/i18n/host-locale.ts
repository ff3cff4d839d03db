import { type DomainMap, domainsFromEnv, type Locale, localeForHost } from '@stride/i18n';
import { storefrontEnv } from '@/env';

let domains: DomainMap | undefined;

/** The host the shopper typed: Next sets x-forwarded-host when it proxies, else the Host header. */
export function requestHost(headers: Pick<Headers, 'get'>): string | null {
  return headers.get('x-forwarded-host') ?? headers.get('host');
}

/** The web instance's locale of a request, by the one host rule the api also uses (unknown → hu). */
export function localeOfRequest(headers: Pick<Headers, 'get'>): Locale {
  // The validated settings, so a domain set in capitals still matches the lowercased Host.
  domains ??= domainsFromEnv(storefrontEnv());
  return localeForHost(requestHost(headers), domains);
}
