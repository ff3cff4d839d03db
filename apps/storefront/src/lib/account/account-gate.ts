import type { Profile } from '@stride/contract';
import { backUrlOf, withBackUrl } from './back-url';

/**
 * Who a page is for. The account's pages are a logged-in member's; login and registration a guest's.
 * The api is the truth about who is logged in: the profile it answers decides, in the browser.
 */
export type Audience = 'member' | 'guest';

/** Waiting for the profile; it could not be read; the page is this visitor's; or they go elsewhere. */
export type AccountGate =
  | { state: 'waiting' }
  | { state: 'failed' }
  | { state: 'open' }
  | { state: 'leaving'; to: string };

export type GateHrefs = { login: string; profile: string };

/** Where the visitor is: the page to come back to, and its query with a `backUrl`. */
export type GateLocation = { pathname: string; search: string };

/**
 * A member's page sends a visitor who is not logged in to the login, which brings them back here; a
 * guest's page sends a logged-in visitor where its `backUrl` says (when it is this shop's), else to
 * the profile. Nothing of the page is shown before the profile has answered.
 */
export function accountGate(
  profile: Profile | undefined,
  failed: boolean,
  audience: Audience,
  hrefs: GateHrefs,
  location: GateLocation,
): AccountGate {
  if (!profile) return failed ? { state: 'failed' } : { state: 'waiting' };
  if (audience === 'member' && !profile.isLoggedIn) {
    return { state: 'leaving', to: withBackUrl(hrefs.login, `${location.pathname}${location.search}`) };
  }
  if (audience === 'guest' && profile.isLoggedIn) {
    return { state: 'leaving', to: backUrlOf(location.search) ?? hrefs.profile };
  }
  return { state: 'open' };
}
