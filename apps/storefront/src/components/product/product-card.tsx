import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';

/** A product in a listing: photo, brand, name, final price, the struck standard price and the discount. */
export async function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const t = await getTranslations('product');
  const discounted = product.finalPriceData.price < product.standardPriceData.price;

  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={{ pathname: '/product/[urlTitle]', params: { urlTitle: product.urlTitle } }} className={styles.link}>
        <div className={styles.media}>
          <ProductImage
            photo={product.photo}
            size="card"
            alt={product.photo.title || product.name}
            priority={priority}
            className={styles.image}
          />
          <div className={styles.badges}>
            {discounted && product.discount > 0 && (
              <span className={`${styles.badge} ${styles.sale}`} data-testid="discount-badge">
                −{product.discount}&nbsp;%
              </span>
            )}
            {product.new && <span className={`${styles.badge} ${styles.new}`}>{t('new')}</span>}
          </div>
        </div>
        <div className={styles.body}>
          <p className={styles.brand}>{product.brand.name}</p>
          <h3 className={styles.name}>{product.name}</h3>
          <p className={styles.prices}>
            <span className="visually-hidden">{t('price')}: </span>
            <strong className={discounted ? styles.finalSale : styles.final}>
              {product.finalPriceData.priceFormatted}
            </strong>
            {discounted && (
              <>
                <span className="visually-hidden">, {t('originalPrice')}: </span>
                <s className={styles.standard}>{product.standardPriceData.priceFormatted}</s>
              </>
            )}
          </p>
          {product.storeStatus !== 'in_stock' && (
            <p className={styles.availability} data-status={product.storeStatus}>
              {product.storeStatus === 'in_store_only' ? t('inStoreOnly') : t('soldOut')}
            </p>
          )}
        </div>
      </Link>
    </article>
  );
}
