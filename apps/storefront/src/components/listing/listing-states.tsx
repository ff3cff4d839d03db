import type { FiltersResponse } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { filterRefOf } from '@/lib/listing/filter-selection';
import type { ListingLinks } from '@/lib/listing/listing-links';
import styles from './listing.module.css';

/** Filters that leave nothing: say so and offer to remove each selected filter, or all of them. */
export async function NoMatch({ filters, links }: { filters: FiltersResponse; links: ListingLinks }) {
  const t = await getTranslations('listing');
  const selected = filters.available.filter((filter) =>
    filter.kind === 'range' ? filters.selected.price !== null : filter.values.some((value) => value.selected),
  );
  return (
    <section className={styles.state} data-testid="listing-no-match">
      <h2>{t('noMatchTitle')}</h2>
      <p>{t('noMatchText')}</p>
      <ul>
        {selected.map((filter) => (
          <li key={filter.urlName}>
            <Link href={links.remove(filterRefOf(filter))} className={styles.chip} data-testid="remove-filter">
              {t('removeFilter', { filter: filter.name })}
            </Link>
          </li>
        ))}
        <li>
          <Link href={links.clearAll()} className={styles.chip} data-testid="clear-filters">
            {t('clearAll')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** A category with no products at all: say so; the subcategory and category chips lead on. */
export async function EmptyCategory() {
  const t = await getTranslations('listing');
  return (
    <section className={styles.state} data-testid="listing-empty">
      <h2>{t('emptyTitle')}</h2>
      <p>{t('emptyText')}</p>
    </section>
  );
}
