/**
 * The token of an e-mailed link (password reset, e-mail verification) rides in the URL's fragment
 * (`/nove-heslo#token`): browsers never send a fragment to a server, so the token is in no access
 * log, no Referer and no cache key. The page reads it in the browser, once, and takes it out of the
 * address bar so that it is neither bookmarked nor shown over the shopper's shoulder.
 */

type FragmentLocation = Pick<Location, 'hash' | 'pathname' | 'search'>;
type FragmentHistory = Pick<History, 'state' | 'replaceState'>;

/** The link's token (null when the URL has none), and the address without it from now on. */
export function takeFragmentToken(location: FragmentLocation, history: FragmentHistory): string | null {
  const raw = location.hash.replace(/^#/, '');
  if (raw === '') return null;
  // The router's own state is kept: only the URL loses its fragment, and no history entry is added.
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  let token = raw;
  try {
    token = decodeURIComponent(raw);
  } catch {
    // A malformed escape is no token the api issued; it says so when it gets it.
  }
  token = token.trim();
  return token === '' ? null : token;
}
