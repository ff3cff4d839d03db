import { getTranslations } from 'next-intl/server';
import styles from './product-badges.module.css';
import { isDiscounted } from './product-price';

type BadgedProduct = Parameters<typeof isDiscounted>[0] & { discount: number; new: boolean };

/** The discount and "new" badges over a product photo; nothing when neither applies. */
export async function ProductBadges({ product, size }: { product: BadgedProduct; size: 'card' | 'detail' }) {
  const t = await getTranslations('product');
  const sale = isDiscounted(product) && product.discount > 0;
  if (!sale && !product.new) return null;
  return (
    <div className={`${styles.badges} ${styles[size]}`}>
      {sale && (
        <span className={`${styles.badge} ${styles.sale}`} data-testid="discount-badge">
          −{product.discount}&nbsp;%
        </span>
      )}
      {product.new && <span className={`${styles.badge} ${styles.new}`}>{t('new')}</span>}
    </div>
  );
}
