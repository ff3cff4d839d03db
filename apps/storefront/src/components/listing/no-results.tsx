import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { ProductListSection } from '@/components/product/product-list-section';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import { searchHref } from '@/lib/listing/listing-url';
import styles from './listing.module.css';

/**
 * A search that found nothing: say so, offer close terms that do find products (a typo corrected),
 * and show the shop's popular products so the page is never a dead end.
 */
export async function NoResults({
  term,
  closeTerms,
  popular,
}: {
  term: string;
  closeTerms: readonly string[];
  popular: readonly ProductCardData[];
}) {
  const t = await getTranslations('screens.search');
  return (
    <div data-testid="search-no-results">
      <div className="container">
        <section className={styles.state}>
          <h2>{t('noResultsTitle', { term })}</h2>
          <p>{t('noResultsText')}</p>
          {closeTerms.length > 0 && (
            <p>
              {t('closeTerms')}{' '}
              {closeTerms.map((close, index) => (
                <span key={close}>
                  {index > 0 && ', '}
                  <Link href={searchHref(close)} className={styles.chip} data-testid="close-term">
                    {close}
                  </Link>
                </span>
              ))}
            </p>
          )}
        </section>
      </div>
      <ProductListSection id="search-popular" title={t('popularTitle')} products={popular} />
    </div>
  );
}
