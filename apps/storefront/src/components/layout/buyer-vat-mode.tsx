'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// Only a shop where the buyer decides (type 4) draws this, and only in the browser (it draws
// nothing): the other shops' pages do not load its code, and no page's HTML waits for it.
const BuyerVatModeEffect = lazy(() => import('./buyer-vat-mode-effect'));

/**
 * In a shop where the buyer decides (type 4), marks <html> with the signed-in buyer's VAT mode, so
 * the prices a cached page carries both ways show gross for a company with a VAT number (globals.css).
 * Draws nothing; the page's own default (net) stands until the profile says otherwise.
 */
export function BuyerVatMode() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense>
      <BuyerVatModeEffect />
    </Suspense>
  ) : null;
}
