import { PAGE_SIZE } from '@stride/rules';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryShortcuts } from '@/components/common/category-shortcuts';
import { Screen } from '@/components/common/screen';
import { EmptyCategory } from '@/components/listing/listing-states';
import { ProductListing } from '@/components/listing/product-listing';
import { resolveLocale } from '@/i18n/locale-param';
import { getCategoryTopProduct, getListingProducts } from '@/lib/api/listing';
import { canonicalPath, listingAction, settleListingUrl } from '@/lib/listing/listing-page';
import { firstValue } from '@/lib/listing/listing-url';
import { loadListing, type SearchParams } from '@/lib/listing/load-listing';
import { requestOrigin } from '@/lib/listing/request-origin';

type PageProps = {
  params: Promise<{ locale: string; category: string; parameters?: string[] }>;
  searchParams: Promise<SearchParams>;
};

async function listingOf({ params, searchParams }: PageProps) {
  const locale = await resolveLocale(params);
  const [{ category, parameters }, query] = await Promise.all([params, searchParams]);
  const listing = await loadListing(
    locale,
    category,
    (parameters ?? []).join('/'),
    firstValue(query.sort),
    firstValue(query.page),
  );
  return { locale, listing, query };
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
  const { category, parent, filters, sort, page } = listing;
  const pages = settleListingUrl(locale, listing, query);
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
    </>
  );
}
