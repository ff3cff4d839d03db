import { PAGE_SIZE } from '@stride/rules';
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryShortcuts } from '@/components/common/category-shortcuts';
import { Screen } from '@/components/common/screen';
import { CategoryListing } from '@/components/listing/category-listing';
import { PRICE_FORM_FIELDS } from '@/components/listing/price-filter';
import { resolveLocale } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';
import { getCategoryTopProduct, getListingProducts } from '@/lib/api/listing';
import { categoryHref, priceBoundOf } from '@/lib/listing/listing-url';
import { type Listing, loadListing, type SearchParams } from '@/lib/listing/load-listing';
import { requestOrigin } from '@/lib/listing/request-origin';

type PageProps = {
  params: Promise<{ locale: string; category: string; parameters?: string[] }>;
  searchParams: Promise<SearchParams>;
};

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function listingOf({ params, searchParams }: PageProps) {
  const locale = await resolveLocale(params);
  const [{ category, parameters }, query] = await Promise.all([params, searchParams]);
  const listing = await loadListing(
    locale,
    category,
    (parameters ?? []).join('/'),
    single(query.sort),
    single(query.page),
  );
  return { locale, listing, query };
}

/** The canonical URL of the listing: category + canonical filter path, page ≥ 2, sort unless default. */
function canonicalPath(locale: Parameters<typeof getPathname>[0]['locale'], listing: Listing): string {
  const segments = listing.filters.canonicalParam === '' ? [] : listing.filters.canonicalParam.split('/');
  return getPathname({ locale, href: categoryHref(listing.category.urlName, segments, listing.sort, listing.page) });
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { locale, listing } = await listingOf(props);
  const t = await getTranslations('listing');
  const name = listing.category.name;
  const origin = await requestOrigin();
  const path = canonicalPath(locale, listing);
  return {
    title: listing.page > 1 ? t('pageTitle', { name, page: listing.page }) : name,
    alternates: { canonical: origin ? `${origin}${path}` : path },
  };
}

/** A category listing: top product, subcategories, filters, sorting, a page of products and pagination. */
export default async function CategoryPage(props: PageProps) {
  const { locale, listing, query } = await listingOf(props);
  const { category, parent, filters, sort, page, links } = listing;

  // The price form submits ?priceMin=&priceMax=: put the range into the path (303, not permanent).
  if (PRICE_FORM_FIELDS.min in query || PRICE_FORM_FIELDS.max in query) {
    const min = priceBoundOf(query[PRICE_FORM_FIELDS.min]);
    const max = priceBoundOf(query[PRICE_FORM_FIELDS.max]);
    const range =
      min === null && max === null ? null : { min, max: max !== null && min !== null && max < min ? min : max };
    redirect(getPathname({ locale, href: links.price(range) }));
  }
  // A valid but non-canonical path (order, duplicates) or one with unknown values dropped.
  if (filters.canonicalParam !== listing.segments.join('/')) permanentRedirect(canonicalPath(locale, listing));

  const pages = Math.max(1, Math.ceil(filters.total / PAGE_SIZE));
  if (page > pages) notFound();
  const [t, products, topProduct] = await Promise.all([
    getTranslations('screens.category'),
    filters.total > 0
      ? getListingProducts(category.urlName, filters.canonicalParam, sort, page, PAGE_SIZE)
      : Promise.resolve(null),
    getCategoryTopProduct(category.urlName),
  ]);

  return (
    <>
      <Screen eyebrow={parent?.name ?? t('eyebrow')} title={category.name} testId="screen-category">
        {category.children.length > 0 && (
          <CategoryShortcuts categories={category.children} title={t('subcategories')} />
        )}
      </Screen>
      <CategoryListing
        listing={listing}
        products={products?.items ?? []}
        topProduct={topProduct}
        pages={pages}
        action={getPathname({ locale, href: links.page(1) }).split('?')[0] ?? ''}
      />
    </>
  );
}
