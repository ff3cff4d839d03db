import type { ReactNode } from 'react';
import type { PriceDisplay } from '@/lib/prices/price-display';

/**
 * What a price display draws: drawn once; where the buyer decides (type-4 shop), drawn net and gross,
 * each marked with `data-vat`, and the buyer's VAT mode (set on <html> by BuyerVatMode, styled in
 * globals.css) shows one. So the cached page is the same for everyone and no price waits for
 * JavaScript. No hooks: server and client components both use it.
 */
export function ByVatMode({ display, draw }: { display: PriceDisplay; draw: (display: PriceDisplay) => ReactNode }) {
  if (!display.buyerDecides) return draw(display);
  return (
    <>
      <span data-vat="net">{draw({ withVat: false })}</span>
      <span data-vat="gross">{draw({ withVat: true })}</span>
    </>
  );
}
