import type { Category } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { ArrowRightIcon } from '@/components/common/icons';
import { CategoryLink } from '@/components/menu/category-link';
import { ProductCards } from '@/components/product/product-card';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import styles from './home.module.css';

/** The home page's top products (GET /products?perPage=8). */
export async function TopProducts({ products, shoes }: { products: ProductCardData[]; shoes: Category | undefined }) {
  const t = await getTranslations('home');
  if (products.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="top-products-title">
      <div className={styles.sectionHead}>
        <div>
          <p className={styles.eyebrow}>{t('topEyebrow')}</p>
          <h2 id="top-products-title" className="section-title">
            {t('topTitle')}
          </h2>
        </div>
        {shoes && (
          <CategoryLink category={shoes} className={styles.more}>
            {t('topMore')}
            <ArrowRightIcon size={18} />
          </CategoryLink>
        )}
      </div>
      {/* No priority: below the hero on every screen, whose photo is the page's largest paint; more
          high-priority images would share its bandwidth. */}
      <ProductCards products={products} className={styles.grid} data-testid="top-products" />
    </section>
  );
}
