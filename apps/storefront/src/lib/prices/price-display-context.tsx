'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { PriceDisplay } from './price-display';

const PriceDisplayContext = createContext<PriceDisplay | null>(null);

/** Hands the server's price display decision to client components (e.g. the menu's top product). */
export function PriceDisplayProvider({ value, children }: { value: PriceDisplay; children: ReactNode }) {
  return <PriceDisplayContext.Provider value={value}>{children}</PriceDisplayContext.Provider>;
}

/** The price display of this page; throws outside the provider rather than guess gross or net. */
export function usePriceDisplay(): PriceDisplay {
  const display = useContext(PriceDisplayContext);
  if (!display) throw new Error('usePriceDisplay needs a PriceDisplayProvider above it (see ShopChrome)');
  return display;
}
