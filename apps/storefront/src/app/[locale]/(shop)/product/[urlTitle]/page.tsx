import { imageUrl } from '@stride/rules/browser';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarketingEvent } from '@/components/marketing/marketing-event';
import { ProductDetail } from '@/components/product-detail/product-detail';
import { resolveLocale } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';
import { getAlternates } from '@/lib/api/alternates';
import { getProductDetail } from '@/lib/api/product-detail';
import { isUrlTitle } from '@/lib/content/url-title';
import { alternatePaths, descriptionOf, seoMetadata } from '@/lib/seo/page-metadata';

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
  const locale = await resolveLocale(params);
  const { product, description } = await detailOf(params);
  const alternates = await getAlternates('product', product.urlTitle);
  return {
    title: product.name,
    ...seoMetadata({
      locale,
      path: getPathname({ locale, href: { pathname: '/product/[urlTitle]', params: { urlTitle: product.urlTitle } } }),
      title: product.name,
      description: descriptionOf(description) || product.name,
      image: imageUrl(product.photo, 'detail', 'jpg'),
      alternates: alternatePaths('product', alternates),
    }),
  };
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
