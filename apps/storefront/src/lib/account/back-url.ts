/**
 * Where a visitor goes back to after logging in (`?backUrl=`), which anyone can put in a link: only a
 * path of this shop, never another site (an open redirect would lend the shop's name to a phishing
 * page). The api applies the same rule to the social login's `backUrl`.
 */

/** A base no real origin has, to see where the browser would resolve a path to. */
const PROBE_ORIGIN = 'https://stride.invalid';

/**
 * The path `value` names when it is a path of this origin ("/ucet/profil?x=1"), normalized as the
 * browser would resolve it; null for anything else: an absolute or protocol-relative URL
 * ("//evil.example"), a backslash (browsers read "/\evil.example" as "//evil.example"), control
 * characters (the URL parser drops tabs and newlines, which could hide a "//"), or no path at all.
 */
export function safeBackUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe `backUrl` of a location's query (`?backUrl=%2Fkosik`), or null. */
export function backUrlOf(search: string): string | null {
  return safeBackUrl(new URLSearchParams(search).get('backUrl'));
}

/** A page's link that brings the visitor back to `back` afterwards (`/prihlasenie?backUrl=…`). */
export function withBackUrl(href: string, back: string | null): string {
  if (back === null) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ backUrl: back })}`;
}
