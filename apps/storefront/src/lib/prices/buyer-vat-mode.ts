import type { Profile } from '@stride/contract';
import { showsPricesWithVat } from '@stride/rules/browser';

/**
 * A type-4 shop's price mode for this visitor (spec §4): gross for a signed-in buyer whose company
 * has a VAT number, net for everyone else, and net while the profile has not arrived.
 */
export function buyerVatMode(profile: Profile | undefined): 'net' | 'gross' {
  const company = profile?.isLoggedIn ? profile.user.company : null;
  return showsPricesWithVat(4, company) ? 'gross' : 'net';
}
