import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GiftVoucherScreen } from '@/components/gift-voucher/gift-voucher-screen';
import { resolveLocale } from '@/i18n/locale-param';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
// The page holds nothing personal: the offer is the shop's, the cart is changed in the browser.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'giftVoucher' });
  return { title: t('title'), description: t('metaDescription') };
}

/** Gift vouchers to buy (`/darcekovy-poukaz`, cz `/darkovy-poukaz`, hu `/ajandekutalvany`). */
export default async function GiftVoucherPage({ params }: PageProps) {
  const locale = await resolveLocale(params);
  return <GiftVoucherScreen locale={locale} />;
}
