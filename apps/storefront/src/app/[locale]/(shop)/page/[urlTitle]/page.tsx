import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Screen } from '@/components/common/screen';
import { resolveLocale } from '@/i18n/locale-param';
import { Link } from '@/i18n/navigation';
import { getFooter, getWebInstance } from '@/lib/api/catalog';
import { isListedPage } from '@/lib/content/pages';

type PageProps = { params: Promise<{ locale: string; urlTitle: string }> };

async function pageOf(params: PageProps['params']) {
  const { urlTitle } = await params;
  const [webInstance, footer] = await Promise.all([getWebInstance(), getFooter()]);
  const page = isListedPage([webInstance.pagesHeader, footer.statics01, footer.statics02], urlTitle);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  await resolveLocale(params);
  return { title: (await pageOf(params)).title };
}

/** A static page of the shop: its title is known now, its text comes with the content issue. */
export default async function StaticPage({ params }: PageProps) {
  await resolveLocale(params);
  const page = await pageOf(params);
  const t = await getTranslations('screens.page');
  return (
    <Screen
      eyebrow={t('eyebrow')}
      title={page.title}
      lead={t('text')}
      testId="screen-page"
      actions={
        <Link href="/" className="button button-dark">
          {t('home')}
        </Link>
      }
    />
  );
}
