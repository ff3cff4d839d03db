'use client';

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, useMemo } from 'react';

/**
 * Moves to another page of the shop from code (after a form is saved): in the app when the app router
 * is there, as ShopLink does, else by loading the page. `replace` leaves no history entry, for a page
 * the shopper must not come back to (a step they cannot take yet). Read from the router's context
 * rather than next/navigation's useRouter, which throws outside the app (a unit render).
 */
export function useShopNavigation() {
  const router = useContext(AppRouterContext);
  return useMemo(
    () => ({
      push: (href: string) => (router ? router.push(href) : window.location.assign(href)),
      replace: (href: string) => (router ? router.replace(href) : window.location.replace(href)),
    }),
    [router],
  );
}
