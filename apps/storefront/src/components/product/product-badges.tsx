import { getTranslations } from 'next-intl/server';
import { priceReduction, type ReducibleProduct } from './price-reduction';
import styles from './product-badges.module.css';

type BadgedProduct = ReducibleProduct & { new: boolean };

/** The discount badge (when a reduction shows, price-reduction.ts) and the "new" badge; nothing when neither applies. */
export async function ProductBadges({ product, size }: { product: BadgedProduct; size: 'card' | 'detail' }) {
  const t = await getTranslations('product');
  const reduction = priceReduction(product);
  if (!reduction.shown && !product.new) return null;
  return (
    <div className={`${styles.badges} ${styles[size]}`}>
      {reduction.shown && (
        <span className={`${styles.badge} ${styles.sale}`} data-testid="discount-badge">
          −{reduction.percent}&nbsp;%
        </span>
      )}
      {product.new && <span className={`${styles.badge} ${styles.new}`}>{t('new')}</span>}
    </div>
  );
}
