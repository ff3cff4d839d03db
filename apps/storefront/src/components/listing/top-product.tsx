import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/product/product-card';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import styles from './listing.module.css';

/** The category's top product above the grid, with its 326×244 card image. */
export async function TopProduct({ product }: { product: ProductCardData }) {
  const t = await getTranslations('listing');
  return (
    <aside className={styles.top} aria-labelledby="top-product-title" data-testid="category-top-product">
      {/* First in the document, so the card's h3 follows an h2; the grid still shows it beside the card. */}
      <h2 id="top-product-title" className={styles.topLabel}>
        {t('topProduct')}
      </h2>
      {/* The top product is the largest image above the fold: it loads first (LCP). */}
      <ProductCard product={product} priority />
    </aside>
  );
}
