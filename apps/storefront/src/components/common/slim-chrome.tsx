import type { ReactNode } from 'react';
import { SlimFooter } from '@/components/footer/slim-footer';
import { SlimHeader } from '@/components/header/slim-header';
import { BuyerVatMode } from '@/components/layout/buyer-vat-mode';
import { supportWidgetProps } from '@/components/support-widget/support-widget';
import { SupportWidgetButton } from '@/components/support-widget/support-widget-button';
import { getPriceDisplay } from '@/lib/prices/get-price-display';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';

/**
 * The slim header and footer of the cart and registration routes (spec §2), and the page's price
 * display for the client components inside (the cart's prices).
 */
export async function SlimChrome({ showWishlist, children }: { showWishlist: boolean; children: ReactNode }) {
  const [priceDisplay, support] = await Promise.all([getPriceDisplay(), supportWidgetProps()]);
  return (
    <PriceDisplayProvider value={priceDisplay}>
      {priceDisplay.buyerDecides && <BuyerVatMode />}
      <SlimHeader showWishlist={showWishlist} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SlimFooter />
      <SupportWidgetButton {...support} />
    </PriceDisplayProvider>
  );
}
