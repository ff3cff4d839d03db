import type { Locale } from '@stride/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { publicOrigin } from '@/i18n/host-locale';
import { resolveLocale } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';
import { getBlogArticles, getBlogCategories } from '@/lib/api/blog';
import { isUrlTitle } from '@/lib/content/url-title';
import { blogListHref, listPageOf } from './blog-list';

export type BlogListParams = Promise<{ locale: string; category?: string; page?: string }>;

/**
 * The blog list a URL names (a category's or all, a page of it), or the localized 404 for a category
 * the shop has not, a page segment no list has (page 1 has none) or a page past the last.
 */
export async function loadBlogList(params: BlogListParams) {
  const locale = await resolveLocale(params);
  const { category = null, page: pageSegment } = await params;
  const page = pageSegment === undefined ? 1 : listPageOf(pageSegment);
  if (page === null || (category !== null && !isUrlTitle(category))) notFound();
  const [list, categories] = await Promise.all([getBlogArticles(page, category), getBlogCategories()]);
  if (!list) notFound();
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  if (page > pages) notFound();
  return { locale, list, categories: categories.items, page, pages };
}

export type BlogListData = Awaited<ReturnType<typeof loadBlogList>>;

/** Title, description and canonical of a blog list page: its category and page are in all three. */
export async function blogListMetadata({ locale, list, page }: BlogListData): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const name = list.category?.name ?? t('title');
  const path = getPathname({ locale: locale as Locale, href: blogListHref(list.category?.urlTitle ?? null, page) });
  return {
    title: page > 1 ? t('pageTitle', { title: name, page }) : name,
    description: list.category ? t('categoryDescription', { name }) : t('description'),
    alternates: { canonical: `${publicOrigin(locale)}${path}` },
  };
}
