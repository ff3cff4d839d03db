'use client';

import { useEffect } from 'react';
import { useProfile } from '@/lib/api/use-visitor';
import { buyerVatMode } from '@/lib/prices/buyer-vat-mode';

/**
 * In a shop where the buyer decides (type 4), marks <html> with the signed-in buyer's VAT mode, so
 * the prices a cached page carries both ways show gross for a company with a VAT number (globals.css).
 * Draws nothing; the page's own default (net) stands until the profile says otherwise.
 */
export function BuyerVatMode() {
  const { data: profile } = useProfile();
  const mode = buyerVatMode(profile);
  useEffect(() => {
    document.documentElement.dataset.buyerVat = mode;
  }, [mode]);
  return null;
}
