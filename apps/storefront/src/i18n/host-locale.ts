import { type DomainMap, domainsFromEnv, type Locale, localeForHost } from '@stride/i18n';
import { storefrontEnv } from '@/env';

let domains: DomainMap | undefined;

function configuredDomains(): DomainMap {
  // The validated settings, so a domain set in capitals still matches the lowercased Host.
  const { SK_DOMAIN, CZ_DOMAIN, HU_DOMAIN } = storefrontEnv();
  domains ??= domainsFromEnv({ SK_DOMAIN, CZ_DOMAIN, HU_DOMAIN });
  return domains;
}

/**
 * The host the shopper typed. X-Forwarded-Host counts only behind a configured proxy
 * (TRUST_FORWARDED_HEADERS): from anyone else it is a header the client chose, and it would pick
 * the shop, the canonical link and the cache entry.
 */
export function requestHost(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = storefrontEnv().TRUST_FORWARDED_HEADERS ? headers.get('x-forwarded-host') : null;
  return forwarded?.split(',')[0]?.trim() || headers.get('host');
}

/** The web instance's locale of a request, by the one host rule the api also uses (unknown → hu). */
export function localeOfRequest(headers: Pick<Headers, 'get'>): Locale {
  return localeForHost(requestHost(headers), configuredDomains());
}

/**
 * Where shoppers reach a web instance, for absolute links (the canonical link): its configured
 * domain, never a request header, so a cached page is the same whoever asked first. `http` for
 * local hosts (sk.localhost) unless PUBLIC_SCHEME says otherwise.
 */
export function publicOrigin(locale: Locale): string {
  const env = storefrontEnv();
  const host = configuredDomains()[locale];
  const scheme = env.PUBLIC_SCHEME ?? (/(^|\.)localhost$/.test(host) ? 'http' : 'https');
  const defaultPort = scheme === 'https' ? 443 : 80;
  const port = env.PUBLIC_PORT && env.PUBLIC_PORT !== defaultPort ? `:${env.PUBLIC_PORT}` : '';
  return `${scheme}://${host}${port}`;
}
