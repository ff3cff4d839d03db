import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/product/product-card';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import styles from './listing.module.css';

/** The category's top product above the grid, with its 326×244 card image. */
export async function TopProduct({ product }: { product: ProductCardData }) {
  const t = await getTranslations('listing');
  return (
    <aside className={styles.top} aria-label={t('topProduct')} data-testid="category-top-product">
      <ProductCard product={product} />
      <p className={styles.topLabel}>{t('topProduct')}</p>
    </aside>
  );
}
