'use client';

import type { PriceData } from '@stride/contract';
import { formatPrice } from '@/lib/prices/price-display';
import { usePriceDisplay } from '@/lib/prices/price-display-context';
import { ByVatMode } from './by-vat-mode';

/**
 * A price in the browser's parts of a page (the cart, the add-to-cart confirmation), gross or net by
 * the page's price display (spec §4, decided on the server); a net price carries its "without VAT".
 */
export function ShownPrice({ priceData, withoutVat }: { priceData: PriceData; withoutVat: string }) {
  const display = usePriceDisplay();
  return (
    <ByVatMode
      display={display}
      draw={(mode) => (mode.withVat ? formatPrice(priceData, mode) : `${formatPrice(priceData, mode)} ${withoutVat}`)}
    />
  );
}
