import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import type { Href } from '@/i18n/navigation';
import styles from './listing.module.css';

/** The pages a window of this size shows around the current one (plus the first and the last). */
const AROUND = 2;

export function pagesToShow(page: number, pages: number): number[] {
  const shown = new Set([1, pages]);
  for (let at = page - AROUND; at <= page + AROUND; at++) if (at >= 1 && at <= pages) shown.add(at);
  return [...shown].sort((a, b) => a - b);
}

/** Real links a search engine can follow, with rel="prev"/"next": of a product listing or the blog list. */
export async function ListingPagination({
  links,
  page,
  pages,
}: {
  links: { page: (page: number) => Href };
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations('listing');
  return (
    <nav className={styles.pagination} aria-label={t('paginationLabel')} data-testid="listing-pagination">
      {page > 1 && (
        <Link href={links.page(page - 1)} rel="prev" className={styles.pageLink}>
          {t('previous')}
        </Link>
      )}
      {pagesToShow(page, pages).map((number) => (
        <Link
          key={number}
          href={links.page(number)}
          className={styles.pageLink}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pageNumber', { page: number })}
        >
          {number}
        </Link>
      ))}
      {page < pages && (
        <Link href={links.page(page + 1)} rel="next" className={styles.pageLink}>
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
