import { PRODUCT_SORTS, type ProductSort } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import type { ListingLinks } from '@/lib/listing/listing-links';
import styles from './listing.module.css';

/**
 * The listing's order as plain links (no JavaScript needed); the current one is marked. A search's
 * recommended order is its best matches first, and says so.
 */
export async function SortControl({
  links,
  sort,
  search,
}: {
  links: ListingLinks;
  sort: ProductSort;
  search: boolean;
}) {
  const t = await getTranslations('listing');
  return (
    <nav aria-label={t('sortLabel')} data-testid="listing-sort">
      <ul className={styles.sort}>
        <li aria-hidden="true" className={styles.total}>
          {t('sortLabel')}:
        </li>
        {PRODUCT_SORTS.map((option) => (
          <li key={option}>
            <Link
              href={links.sort(option)}
              className={styles.sortLink}
              aria-current={option === sort ? 'true' : undefined}
              data-sort={option}
              rel="nofollow"
            >
              {search && option === 'recommended' ? t('sortRelevance') : t(`sort.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
