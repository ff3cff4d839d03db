import type { AvailableFilter, FilterValue } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { filterRefOf } from '@/lib/listing/filter-selection';
import type { ListingLinks } from '@/lib/listing/listing-links';
import styles from './listing.module.css';

/** Values shown before "show more" (spec §2). */
export const VALUES_SHOWN = 5;

type ValuesFilter = Extract<AvailableFilter, { kind: 'values' }>;

/** Selected values first among the shown ones, so a selection is never hidden behind "show more". */
function ordered(values: readonly FilterValue[]): FilterValue[] {
  return [...values.filter((value) => value.selected), ...values.filter((value) => !value.selected)];
}

async function ValueItem({ filter, value, links }: { filter: ValuesFilter; value: FilterValue; links: ListingLinks }) {
  const t = await getTranslations('listing');
  const content = (
    <>
      <span className={styles.valueName}>{value.name}</span>
      <span className={styles.count} aria-hidden="true" data-testid="filter-count">
        {value.count}
      </span>
      <span className="visually-hidden"> ({t('valueCount', { count: value.count })})</span>
    </>
  );
  return (
    <li data-testid="filter-value" data-value={value.urlName}>
      {value.disabled ? (
        <span className={`${styles.value} ${styles.valueDisabled}`} aria-disabled="true">
          {content}
        </span>
      ) : (
        <Link
          href={links.toggle(filterRefOf(filter), value.urlName)}
          className={styles.value}
          aria-current={value.selected ? 'true' : undefined}
          rel="nofollow"
        >
          {content}
        </Link>
      )}
    </li>
  );
}

/** One value filter: its first values, the rest behind "show more", each with its faceted count. */
export async function FilterValues({ filter, links }: { filter: ValuesFilter; links: ListingLinks }) {
  const t = await getTranslations('listing');
  const values = ordered(filter.values);
  const shown = values.slice(0, VALUES_SHOWN);
  const more = values.slice(VALUES_SHOWN);
  return (
    <>
      <ul className={styles.values}>
        {shown.map((value) => (
          <ValueItem key={value.urlName} filter={filter} value={value} links={links} />
        ))}
      </ul>
      {more.length > 0 && (
        <details className={styles.more} data-testid="filter-more">
          <summary>{t('showMore', { count: more.length })}</summary>
          <ul className={styles.values}>
            {more.map((value) => (
              <ValueItem key={value.urlName} filter={filter} value={value} links={links} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
