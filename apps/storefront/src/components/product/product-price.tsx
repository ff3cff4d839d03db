import type { PriceData } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { getPriceDisplay } from '@/lib/prices/get-price-display';
import { formatLabelledPrice, formatPrice } from '@/lib/prices/price-display';
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
 * Every amount is gross or net as the shop type decides (spec §4); net prices say so.
 */
export async function ProductPrice({ product, size }: { product: PricedProduct; size: 'card' | 'detail' }) {
  const [t, tPrices, display] = await Promise.all([
    getTranslations('product'),
    getTranslations('prices'),
    getPriceDisplay(),
  ]);
  const discounted = isDiscounted(product);
  return (
    <div className={`${styles.block} ${styles[size]}`}>
      <p className={styles.prices} data-testid="product-price">
        <span className="visually-hidden">{t('price')}: </span>
        <strong className={discounted ? styles.finalSale : styles.final}>
          {formatPrice(product.finalPriceData, display)}
        </strong>
        {discounted && (
          <>
            <span className="visually-hidden">, {t('originalPrice')}: </span>
            <s className={styles.standard}>{formatPrice(product.standardPriceData, display)}</s>
          </>
        )}
        {!display.withVat && (
          <span className={styles.vatNote} data-testid="price-vat-note">
            {tPrices('withoutVat')}
          </span>
        )}
      </p>
      {discounted && product.lowestPrice30DaysData && (
        <p className={styles.lowest} data-testid="lowest-price-30-days">
          {t('lowestPrice30Days', {
            price: formatLabelledPrice(product.lowestPrice30DaysData, display, tPrices('withoutVat')),
          })}
        </p>
      )}
    </div>
  );
}
