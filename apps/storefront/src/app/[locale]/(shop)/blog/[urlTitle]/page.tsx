import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { publicOrigin } from '@/i18n/host-locale';
import { resolveLocale } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';
import { getBlogArticle } from '@/lib/api/blog';
import { isUrlTitle } from '@/lib/content/url-title';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string; urlTitle: string }> };

/** The shop's published article by its urlTitle; any other urlTitle is the localized 404. */
async function articleOf(params: PageProps['params']) {
  const { urlTitle } = await params;
  const detail = isUrlTitle(urlTitle) ? await getBlogArticle(urlTitle) : null;
  if (!detail) notFound();
  return detail;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { article } = await articleOf(params);
  const path = getPathname({ locale, href: { pathname: '/blog/[urlTitle]', params: { urlTitle: article.urlTitle } } });
  return {
    title: article.title,
    description: article.perex,
    alternates: { canonical: `${publicOrigin(locale)}${path}` },
  };
}

/** A blog article (spec §2 /blog/{urlTitle}). */
export default async function BlogArticlePage({ params }: PageProps) {
  const locale = await resolveLocale(params);
  return <BlogArticle detail={await articleOf(params)} locale={locale} />;
}
