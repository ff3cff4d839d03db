'use client';

import { useEffect } from 'react';
import { useProfile } from '@/lib/api/use-visitor';
import { buyerVatMode } from '@/lib/prices/buyer-vat-mode';

/** Marks <html> with the signed-in buyer's VAT mode (BuyerVatMode loads it). */
export default function BuyerVatModeEffect() {
  const { data: profile } = useProfile();
  const mode = buyerVatMode(profile);
  useEffect(() => {
    document.documentElement.dataset.buyerVat = mode;
  }, [mode]);
  return null;
}
