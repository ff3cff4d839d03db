import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { BuyerVatMode } from '@/components/layout/buyer-vat-mode';
import { supportWidgetProps } from '@/components/support-widget/support-widget';
import { SupportWidgetButton } from '@/components/support-widget/support-widget-button';
import { getPriceDisplay } from '@/lib/prices/get-price-display';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';

/**
 * The full header and footer around a page's main content (every route but the cart and
 * registration), and the page's price display for the client components inside.
 */
export async function ShopChrome({ children }: { children: ReactNode }) {
  const [priceDisplay, support] = await Promise.all([getPriceDisplay(), supportWidgetProps()]);
  return (
    <PriceDisplayProvider value={priceDisplay}>
      {priceDisplay.buyerDecides && <BuyerVatMode />}
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <SupportWidgetButton {...support} />
    </PriceDisplayProvider>
  );
}
