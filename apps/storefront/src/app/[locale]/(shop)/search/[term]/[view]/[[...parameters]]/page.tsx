import { ListingSearchSchema } from '@stride/contract';
import { EMPTY_SEARCH_PRODUCTS, PAGE_SIZE } from '@stride/rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Screen } from '@/components/common/screen';
import { NoResults } from '@/components/listing/no-results';
import { ProductListing } from '@/components/listing/product-listing';
import { publicOrigin } from '@/i18n/host-locale';
import { resolveLocale } from '@/i18n/locale-param';
import { getTopProducts } from '@/lib/api/catalog';
import { getCloseTerms, getListingProducts } from '@/lib/api/listing';
import { hasSelection, selectionOf } from '@/lib/listing/filter-selection';
import { canonicalPath, listingAction, settleListingUrl } from '@/lib/listing/listing-page';
import { segmentText } from '@/lib/listing/listing-url';
import { loadSearchListing } from '@/lib/listing/load-listing';
import { NOINDEX_FOLLOW } from '@/lib/seo/page-metadata';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = {
  /** `view` is the listing's query (`?sort=&page=`), folded into the path by the proxy. */
  params: Promise<{ locale: string; term: string; view: string; parameters?: string[] }>;
};

async function listingOf({ params }: PageProps) {
  const locale = await resolveLocale(params);
  const { term: segment, view, parameters } = await params;
  // Trimmed and cut as the api does (the page shows what was searched); a blank term is no page.
  const parsed = ListingSearchSchema.safeParse(segmentText(segment));
  if (!parsed.success) notFound();
  const term = parsed.data;
  const listing = await loadSearchListing(locale, term, (parameters ?? []).join('/'), view);
  return { locale, term, listing };
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { locale, term, listing } = await listingOf(props);
  const t = await getTranslations('screens.search');
  return {
    title: listing.page > 1 ? t('pageTitle', { term, page: listing.page }) : t('title', { term }),
    alternates: { canonical: `${publicOrigin(locale)}${canonicalPath(locale, listing)}` },
    // Decision 24: no results page is indexed. Any text makes one, so they are endless and thin; the
    // categories and their brand and parameter pages are the landing pages. Crawlers still follow
    // the products they list.
    robots: NOINDEX_FOLLOW,
  };
}

/**
 * A search's results: the same filters, faceted counts, sorting and pagination as a category
 * listing, over what the term finds, best match first; a term that finds nothing offers close terms
 * and popular products.
 */
export default async function SearchPage(props: PageProps) {
  const { locale, term, listing } = await listingOf(props);
  const { filters, sort, page } = listing;
  const pages = settleListingUrl(locale, listing);
  const nothingFound = filters.total === 0 && !hasSelection(selectionOf(filters));
  const [t, products, closeTerms, popular] = await Promise.all([
    getTranslations('screens.search'),
    filters.total > 0
      ? getListingProducts('search', term, filters.canonicalParam, sort, page, PAGE_SIZE)
      : Promise.resolve(null),
    nothingFound ? getCloseTerms(term) : Promise.resolve([]),
    nothingFound ? getTopProducts(EMPTY_SEARCH_PRODUCTS) : Promise.resolve([]),
  ]);

  return (
    <>
      <Screen eyebrow={t('eyebrow')} title={t('title', { term })} testId="screen-search" />
      {nothingFound ? (
        <NoResults term={term} closeTerms={closeTerms} popular={popular} />
      ) : (
        <ProductListing
          listing={listing}
          label={t('resultsLabel', { term })}
          products={products?.items ?? []}
          empty={null}
          pages={pages}
          action={listingAction(locale, listing)}
        />
      )}
    </>
  );
}
