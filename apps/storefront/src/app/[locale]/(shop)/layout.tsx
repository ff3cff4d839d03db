import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { resolveLocale } from '@/i18n/locale-param';

/** Every route but the cart and registration: the full header and footer. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await resolveLocale(params);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
