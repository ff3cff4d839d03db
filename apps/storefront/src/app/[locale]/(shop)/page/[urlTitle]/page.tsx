import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StaticPage } from '@/components/content/static-page';
import { ContactPage } from '@/components/stores/contact-page';
import { StorePage } from '@/components/stores/store-page';
import { resolveLocale } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';
import { getAlternates } from '@/lib/api/alternates';
import { getStaticPage } from '@/lib/api/content';
import { isUrlTitle } from '@/lib/content/url-title';
import { alternatePaths, descriptionOf, seoMetadata } from '@/lib/seo/page-metadata';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string; urlTitle: string }> };

/** The page of this storefront by its urlTitle; any other urlTitle is the localized 404. */
async function pageOf(params: PageProps['params']) {
  const { urlTitle } = await params;
  const page = isUrlTitle(urlTitle) ? await getStaticPage(urlTitle) : null;
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const page = await pageOf(params);
  const alternates = await getAlternates('page', page.urlTitle);
  return {
    title: page.title,
    ...seoMetadata({
      locale,
      path: getPathname({ locale, href: { pathname: '/page/[urlTitle]', params: { urlTitle: page.urlTitle } } }),
      title: page.title,
      description: descriptionOf(page.store ? `${page.store.description} ${page.content}` : page.content),
      alternates: alternatePaths('page', alternates),
    }),
  };
}

/** A static page of the shop (delivery, returns…) with its content; the contact page and a store's page have their own. */
export default async function StaticPageRoute({ params }: PageProps) {
  await resolveLocale(params);
  const page = await pageOf(params);
  if (page.store) return <StorePage page={page} store={page.store} />;
  if (page.kind === 'contact') return <ContactPage page={page} />;
  return <StaticPage page={page} />;
}
