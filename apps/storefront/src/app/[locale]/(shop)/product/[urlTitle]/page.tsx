import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarketingEvent } from '@/components/marketing/marketing-event';
import { ProductDetail } from '@/components/product-detail/product-detail';
import { resolveLocale } from '@/i18n/locale-param';
import { getProductDetail } from '@/lib/api/product-detail';
import { isUrlTitle } from '@/lib/content/url-title';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string; urlTitle: string }> };

/** The product of this storefront by its urlTitle (retired ones too); any other urlTitle is the localized 404. */
async function detailOf(params: PageProps['params']) {
  const { urlTitle } = await params;
  const detail = isUrlTitle(urlTitle) ? await getProductDetail(urlTitle) : null;
  if (!detail) notFound();
  return detail;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  await resolveLocale(params);
  const { product } = await detailOf(params);
  return { title: product.name };
}

/** The product detail page (spec §2 /produkt/{urlTitle}). */
export default async function ProductPage({ params }: PageProps) {
  await resolveLocale(params);
  const detail = await detailOf(params);
  return (
    <>
      <ProductDetail detail={detail} />
      <MarketingEvent event={{ type: 'ViewContent', productId: detail.product.id }} />
    </>
  );
}
