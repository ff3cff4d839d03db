import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryShortcuts } from '@/components/common/category-shortcuts';
import { Screen } from '@/components/common/screen';
import { resolveLocale } from '@/i18n/locale-param';
import { isUrlTitle } from '@/lib/content/url-title';

type PageProps = { params: Promise<{ locale: string; urlTitle: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'screens.product' });
  return { title: t('title') };
}

/** Product detail: the product issue fills it. */
export default async function ProductPage({ params }: PageProps) {
  await resolveLocale(params);
  const { urlTitle } = await params;
  if (!isUrlTitle(urlTitle)) notFound();
  const t = await getTranslations('screens.product');
  return (
    <Screen eyebrow={t('eyebrow')} title={t('title')} lead={t('text')} testId="screen-product">
      <CategoryShortcuts />
    </Screen>
  );
}
