import { getTranslations } from 'next-intl/server';
import { CategoryShortcuts } from '@/components/common/category-shortcuts';
import type { ProductSummary as ProductSummaryData } from '@/lib/api/product-summary-schema';
import { ProductAvailability } from './product-availability';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import styles from './product-summary.module.css';

/**
 * The product route's body until the product detail issue: the photo, brand, name, price and
 * availability of the real product, a plain word on what is still to come, and its categories.
 */
export async function ProductSummary({ product }: { product: ProductSummaryData }) {
  const screen = await getTranslations('screens.product');
  const categories = product.categories.map((category) => ({ ...category, externalUrl: null }));

  return (
    <div className={`container ${styles.summary}`} data-testid="product-summary">
      <div className={styles.media}>
        <ProductImage
          photo={product.photo}
          size="detail"
          alt={product.photo.title || product.name}
          priority
          className={styles.image}
        />
        <ProductBadges product={product} size="detail" />
      </div>

      <div className={styles.info}>
        <p className={styles.brand} data-testid="product-brand">
          {product.brand.name}
        </p>
        <h1 className={styles.name}>{product.name}</h1>
        <ProductPrice product={product} size="detail" />
        <ProductAvailability storeStatus={product.storeStatus} className={styles.availability} />
        <p className={styles.note}>{screen('text')}</p>
        {categories.length > 0 && <CategoryShortcuts categories={categories} />}
      </div>
    </div>
  );
}
