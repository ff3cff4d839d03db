import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductSummary } from '@/components/product/product-summary';
import { resolveLocale } from '@/i18n/locale-param';
import { getProductByUrlTitle } from '@/lib/api/catalog';
import { isUrlTitle } from '@/lib/content/url-title';

type PageProps = { params: Promise<{ locale: string; urlTitle: string }> };

/** The product of this storefront by its urlTitle; any other urlTitle is the localized 404. */
async function productOf(params: PageProps['params']) {
  const { urlTitle } = await params;
  const product = isUrlTitle(urlTitle) ? await getProductByUrlTitle(urlTitle) : null;
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  await resolveLocale(params);
  const product = await productOf(params);
  return { title: product.name };
}

/** The product route: the real product in brief; the full detail screen comes with its issue. */
export default async function ProductPage({ params }: PageProps) {
  await resolveLocale(params);
  return <ProductSummary product={await productOf(params)} />;
}
