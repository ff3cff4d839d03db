'use client';

import { useEffect } from 'react';
import { type AccountGate, type Audience, accountGate, type GateHrefs } from '@/lib/account/account-gate';
import { useProfile } from '@/lib/api/use-visitor';
import { useShopNavigation } from '@/lib/hooks/use-shop-navigation';

/** Where the page is; the server draws the page with no location (nothing is decided there). */
const NOWHERE = { pathname: '', search: '' };

/**
 * Decides in the browser, from the profile the api answers, whether this visitor may see the page,
 * and sends them elsewhere when not (router.replace: the page they may not see leaves no history
 * entry). `paused` holds the decision while the page itself moves on (a form that has just logged
 * the visitor in and is taking them to their page).
 */
export function useAccountGate(audience: Audience, hrefs: GateHrefs, paused = false): AccountGate {
  const { data: profile, error } = useProfile();
  const navigation = useShopNavigation();
  const location = typeof window === 'undefined' ? NOWHERE : window.location;
  const gate = accountGate(profile, Boolean(error), audience, hrefs, location);
  const leavingTo = gate.state === 'leaving' && !paused ? gate.to : null;

  useEffect(() => {
    if (leavingTo) navigation.replace(leavingTo);
  }, [leavingTo, navigation]);

  return gate;
}
