import type { ReactNode } from 'react';
import { ShopChrome } from '@/components/layout/shop-chrome';
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
  return <ShopChrome>{children}</ShopChrome>;
}
