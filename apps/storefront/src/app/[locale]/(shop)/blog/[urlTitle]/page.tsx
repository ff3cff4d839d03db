import { imageUrl } from '@stride/rules/browser';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { resolveLocale } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';
import { getAlternates } from '@/lib/api/alternates';
import { getBlogArticle } from '@/lib/api/blog';
import { isUrlTitle } from '@/lib/content/url-title';
import { alternatePaths, seoMetadata } from '@/lib/seo/page-metadata';

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
  const alternates = await getAlternates('article', article.urlTitle);
  return {
    title: article.title,
    ...seoMetadata({
      locale,
      path,
      title: article.title,
      description: article.perex,
      image: article.photo ? imageUrl(article.photo, 'detail', 'jpg') : null,
      type: 'article',
      alternates: alternatePaths('article', alternates),
    }),
  };
}

/** A blog article (spec §2 /blog/{urlTitle}). */
export default async function BlogArticlePage({ params }: PageProps) {
  const locale = await resolveLocale(params);
  return <BlogArticle detail={await articleOf(params)} locale={locale} />;
}
