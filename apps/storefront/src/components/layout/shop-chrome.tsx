import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { BuyerVatMode } from '@/components/layout/buyer-vat-mode';
import { SupportWidget } from '@/components/support-widget/support-widget';
import { getPriceDisplay } from '@/lib/prices/get-price-display';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';

/**
 * The full header and footer around a page's main content (every route but the cart and
 * registration), and the page's price display for the client components inside.
 */
export async function ShopChrome({ children }: { children: ReactNode }) {
  const priceDisplay = await getPriceDisplay();
  return (
    <PriceDisplayProvider value={priceDisplay}>
      {priceDisplay.buyerDecides && <BuyerVatMode />}
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <SupportWidget />
    </PriceDisplayProvider>
  );
}
