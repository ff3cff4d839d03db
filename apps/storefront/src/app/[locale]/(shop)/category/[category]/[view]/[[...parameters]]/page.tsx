import { isIndexableListing, PAGE_SIZE } from '@stride/rules';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryShortcuts } from '@/components/common/category-shortcuts';
import { JsonLd } from '@/components/common/json-ld';
import { Screen } from '@/components/common/screen';
import { EmptyCategory } from '@/components/listing/listing-states';
import { ProductListing } from '@/components/listing/product-listing';
import { MarketingEvent } from '@/components/marketing/marketing-event';
import { publicOrigin } from '@/i18n/host-locale';
import { resolveLocale } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';
import { getAlternates } from '@/lib/api/alternates';
import { getCategoryTopProduct, getListingProducts } from '@/lib/api/listing';
import { selectionOf } from '@/lib/listing/filter-selection';
import { canonicalPath, categoryAlternatePaths, listingAction, settleListingUrl } from '@/lib/listing/listing-page';
import { categoryHref, DEFAULT_SORT } from '@/lib/listing/listing-url';
import { type CategoryListingState, loadListing } from '@/lib/listing/load-listing';
import { seoMetadata } from '@/lib/seo/page-metadata';
import { breadcrumbStructuredData } from '@/lib/seo/structured-data';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = {
  /** `view` is the listing's query (`?sort=&page=`), folded into the path by the proxy. */
  params: Promise<{ locale: string; category: string; view: string; parameters?: string[] }>;
};

async function listingOf({ params }: PageProps) {
  const locale = await resolveLocale(params);
  const { category, view, parameters } = await params;
  const listing = await loadListing(locale, category, (parameters ?? []).join('/'), view);
  return { locale, listing };
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { locale, listing } = await listingOf(props);
  const t = await getTranslations('listing');
  const name = listing.category.name;
  const title = listing.page > 1 ? t('pageTitle', { name, page: listing.page }) : name;
  const sorted = listing.sort !== DEFAULT_SORT;
  const indexable = isIndexableListing({ selection: selectionOf(listing.filters), sorted });
  // The other shops' listings are the counterparts of an indexed listing's first page: the plain one,
  // or one brand or parameter value ("Nike running shoes"), whose filter path the api translates into
  // each shop's words, leaving out a shop without that value. Later pages and the noindex ones link to
  // no translation (decision 24).
  const linked = indexable && listing.page === 1;
  const alternates = linked
    ? categoryAlternatePaths(await getAlternates('category', listing.category.urlName, listing.filters.canonicalParam))
    : undefined;
  return {
    title,
    ...seoMetadata({
      locale,
      path: canonicalPath(locale, listing),
      title,
      ...(alternates ? { alternates } : {}),
      indexable,
    }),
  };
}

/** The category's path from the top (parent, then the category) as a BreadcrumbList, absolute. */
function CategoryBreadcrumbsJsonLd({
  locale,
  listing,
}: {
  locale: Parameters<typeof publicOrigin>[0];
  listing: CategoryListingState;
}) {
  const origin = publicOrigin(locale);
  const levels = [listing.parent, listing.category].flatMap((category) =>
    category
      ? [
          {
            name: category.name,
            url: `${origin}${getPathname({ locale, href: categoryHref(category.urlName, [], DEFAULT_SORT) })}`,
          },
        ]
      : [],
  );
  return <JsonLd data={breadcrumbStructuredData(levels)} />;
}

/** A category listing: top product, subcategories, filters, sorting, a page of products and pagination. */
export default async function CategoryPage(props: PageProps) {
  const { locale, listing } = await listingOf(props);
  const { category, parent, filters, sort, page } = listing;
  const pages = settleListingUrl(locale, listing);
  const [t, products, topProduct] = await Promise.all([
    getTranslations('screens.category'),
    filters.total > 0
      ? getListingProducts('category', category.urlName, filters.canonicalParam, sort, page, PAGE_SIZE)
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
      <ProductListing
        listing={listing}
        label={category.name}
        products={products?.items ?? []}
        topProduct={topProduct}
        empty={<EmptyCategory />}
        pages={pages}
        action={listingAction(locale, listing)}
      />
      <MarketingEvent event={{ type: 'ViewCategory', categoryId: category.id }} />
      <CategoryBreadcrumbsJsonLd locale={locale} listing={listing} />
    </>
  );
}
