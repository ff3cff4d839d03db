import type { PriceData } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import styles from './product-price.module.css';

type PricedProduct = {
  finalPriceData: PriceData;
  standardPriceData: PriceData;
  lowestPrice30DaysData: PriceData | null;
};

export function isDiscounted(product: Pick<PricedProduct, 'finalPriceData' | 'standardPriceData'>): boolean {
  return product.finalPriceData.price < product.standardPriceData.price;
}

/**
 * Final price, the struck standard price when lower, and — wherever a discount shows — the lowest
 * price of the last 30 days, which EU law (Omnibus directive) requires beside any price reduction.
 */
export async function ProductPrice({ product, size }: { product: PricedProduct; size: 'card' | 'detail' }) {
  const t = await getTranslations('product');
  const discounted = isDiscounted(product);
  return (
    <div className={`${styles.block} ${styles[size]}`}>
      <p className={styles.prices} data-testid="product-price">
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
      {discounted && product.lowestPrice30DaysData && (
        <p className={styles.lowest} data-testid="lowest-price-30-days">
          {t('lowestPrice30Days', { price: product.lowestPrice30DaysData.priceFormatted })}
        </p>
      )}
    </div>
  );
}
