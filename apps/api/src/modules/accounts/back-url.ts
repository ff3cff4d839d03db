/**
 * Where a social login may send the shopper back (issue 13 §3: no open redirect). The storefront
 * passes the page the login button was on; after the provider, the api sends the browser to the
 * storefront's callback route with it, and that route goes there. A link anyone can make must not
 * turn our domain into a trampoline to another site, so only two forms pass:
 *
 * - a path on the shop itself: one "/" and then anything but a second "/" or "\" (a browser reads
 *   "//evil.example" and "/\evil.example" as another host);
 * - an absolute http(s) URL whose origin is one of the shops' own, with no user name or password.
 *
 * Control characters and whitespace are refused anywhere (a browser strips some of them, so
 * "/\t/evil.example" would become "//evil.example"), and so is a backslash, which browsers treat
 * as "/" in http URLs.
 */
const MAX_LENGTH = 2000;

/** Control characters (C0, DEL, C1), every kind of whitespace, and the backslash. */
const FORBIDDEN = /[\s\p{Cc}\\]/u;

/**
 * The back URL as the storefront's callback route gets it, or null when it is refused: a relative
 * path as given, an absolute URL in its normalized form.
 */
export function acceptedBackUrl(value: string, shopOrigins: readonly string[]): string | null {
  if (value.length === 0 || value.length > MAX_LENGTH || FORBIDDEN.test(value)) return null;
  if (value.startsWith('/')) return value[1] === '/' ? null : value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return shopOrigins.includes(url.origin) ? url.href : null;
}
