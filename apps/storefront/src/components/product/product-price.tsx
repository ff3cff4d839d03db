import { getTranslations } from 'next-intl/server';
import { getPriceDisplay } from '@/lib/prices/get-price-display';
import { formatLabelledPrice, formatPrice } from '@/lib/prices/price-display';
import { ByVatMode } from './by-vat-mode';
import { priceReduction, type ReducibleProduct } from './price-reduction';
import styles from './product-price.module.css';

/**
 * Final price, and when a reduction shows (price-reduction.ts decides, for the badge too) the struck
 * standard price and the prior price — the lowest of the 30 days before — which EU law (Omnibus
 * directive) requires beside any price reduction.
 * Every amount is gross or net as the shop type decides (spec §4); net prices say so.
 */
export async function ProductPrice({ product, size }: { product: ReducibleProduct; size: 'card' | 'detail' }) {
  const [t, tPrices, display] = await Promise.all([
    getTranslations('product'),
    getTranslations('prices'),
    getPriceDisplay(),
  ]);
  const reduction = priceReduction(product);
  const { prior } = reduction;
  return (
    <div className={`${styles.block} ${styles[size]}`}>
      <p className={styles.prices} data-testid="product-price">
        <span className="visually-hidden">{t('price')}: </span>
        <strong className={reduction.shown ? styles.finalSale : styles.final}>
          <ByVatMode display={display} draw={(mode) => formatPrice(product.finalPriceData, mode)} />
        </strong>
        {reduction.shown && (
          <>
            <span className="visually-hidden">, {t('originalPrice')}: </span>
            <s className={styles.standard}>
              <ByVatMode display={display} draw={(mode) => formatPrice(product.standardPriceData, mode)} />
            </s>
          </>
        )}
        <ByVatMode
          display={display}
          draw={(mode) =>
            !mode.withVat && (
              <span className={styles.vatNote} data-testid="price-vat-note">
                {tPrices('withoutVat')}
              </span>
            )
          }
        />
      </p>
      {prior && (
        <p className={styles.lowest} data-testid="lowest-price-30-days">
          <ByVatMode
            display={display}
            draw={(mode) => t('lowestPrice30Days', { price: formatLabelledPrice(prior, mode, tPrices('withoutVat')) })}
          />
        </p>
      )}
    </div>
  );
}
