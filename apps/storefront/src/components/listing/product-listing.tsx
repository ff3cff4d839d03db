import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ListingCardData } from '@/lib/api/listing';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import { hasSelection, selectionOf } from '@/lib/listing/filter-selection';
import { DEFAULT_SORT } from '@/lib/listing/listing-url';
import type { Listing } from '@/lib/listing/load-listing';
import { FilterPanel } from './filter-panel';
import styles from './listing.module.css';
import { ListingPagination } from './listing-pagination';
import { NoMatch } from './listing-states';
import { ProductGrid } from './product-grid';
import { SelectedFilters } from './selected-filters';
import { SortControl } from './sort-control';
import { TopProduct } from './top-product';

/**
 * A listing's body (a category's or a search's): the filters beside (or above) the selected chips,
 * sort, grid and pagination.
 */
export async function ProductListing({
  listing,
  label,
  products,
  topProduct = null,
  empty,
  pages,
  action,
}: {
  listing: Listing;
  /** What the grid is, for screen readers: the category's name, the search. */
  label: string;
  products: readonly ListingCardData[];
  topProduct?: ProductCardData | null;
  /** Shown when the listing has no products at all (no filter to blame). */
  empty: ReactNode;
  pages: number;
  /** The listing's path without the query: where the price form submits. */
  action: string;
}) {
  const t = await getTranslations('listing');
  const { filters, sort, page, links } = listing;
  const filtered = hasSelection(selectionOf(filters));
  const showTop = topProduct !== null && page === 1 && !filtered;
  return (
    <div className="container">
      {showTop && <TopProduct product={topProduct} />}
      <div className={styles.layout}>
        <FilterPanel filters={filters} links={links} action={action} sort={sort === DEFAULT_SORT ? undefined : sort} />
        <section className={styles.main} aria-label={t('count', { count: filters.total })}>
          <SelectedFilters filters={filters} links={links} />
          <div className={styles.toolbar}>
            <p className={styles.total} data-testid="listing-total" data-total={filters.total}>
              {t('count', { count: filters.total })}
              {pages > 1 && <> · {t('pageOf', { page, pages })}</>}
            </p>
            {filters.total > 1 && <SortControl links={links} sort={sort} search={listing.target.kind === 'search'} />}
          </div>
          {products.length > 0 ? (
            <>
              {/* The cards' h3 need an h2 above them when the filters (their h2) sit in a closed drawer. */}
              <h2 className="visually-hidden">{label}</h2>
              {/* Below the top product the grid starts under the fold, and its images must not compete with
                  the top product's (the page's largest paint) for a phone's bandwidth. Without it, a
                  phone's first row is two cards: a third image loading first would only slow them. */}
              <ProductGrid products={products} label={label} eagerImages={showTop ? 0 : 2} />
            </>
          ) : filtered ? (
            <NoMatch filters={filters} links={links} />
          ) : (
            empty
          )}
          <ListingPagination links={links} page={page} pages={pages} />
        </section>
      </div>
    </div>
  );
}
