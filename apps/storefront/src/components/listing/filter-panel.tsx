import type { FiltersResponse } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import type { ListingLinks } from '@/lib/listing/listing-links';
import { FilterValues } from './filter-values';
import styles from './listing.module.css';
import { PriceFilter } from './price-filter';

/**
 * Every filter of the listing with its values and faceted counts: a sidebar on wide screens, a
 * `<details>` drawer above the grid on a phone. A filter with nothing to pick is left out.
 */
export async function FilterPanel({
  filters,
  links,
  action,
  sort,
}: {
  filters: FiltersResponse;
  links: ListingLinks;
  action: string;
  sort: string | undefined;
}) {
  const t = await getTranslations('listing');
  const shown = filters.available.filter((filter) =>
    filter.kind === 'range' ? filter.min !== null || filters.selected.price !== null : filter.values.length > 0,
  );
  if (shown.length === 0) return null;
  return (
    <details className={styles.filtersDrawer} data-testid="filters">
      <summary>{t('openFilters')}</summary>
      <div>
        <h2 className="visually-hidden">{t('filtersTitle')}</h2>
        {shown.map((filter) => (
          <section
            key={filter.urlName}
            className={styles.filterGroup}
            aria-labelledby={`filter-${filter.urlName}`}
            data-testid="filter"
            data-filter={filter.urlName}
          >
            <h3 id={`filter-${filter.urlName}`} className={styles.filterName}>
              {filter.name}
            </h3>
            {filter.kind === 'range' ? (
              <PriceFilter filter={filter} selected={filters.selected.price} action={action} sort={sort} />
            ) : (
              <FilterValues filter={filter} links={links} />
            )}
          </section>
        ))}
      </div>
    </details>
  );
}
