'use client';

import type { PriceData } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { ByVatMode } from '@/components/product/by-vat-mode';
import { formatPrice } from '@/lib/prices/price-display';
import { usePriceDisplay } from '@/lib/prices/price-display-context';
import styles from './search-box.module.css';

/**
 * A suggestion's price, gross or net by the page's price display (spec §4 VAT rule, decided once on
 * the server and handed down by PriceDisplayProvider). Only the final price: the suggestion has no
 * prior price, and a struck price without it would break the Omnibus rule product-price.tsx keeps.
 */
export function SuggestionPrice({ finalPriceData }: { finalPriceData: PriceData }) {
  const t = useTranslations('product');
  const tPrices = useTranslations('prices');
  const display = usePriceDisplay();
  return (
    <span className={styles.price} data-testid="search-product-price">
      <span className="visually-hidden">, {t('price')}: </span>
      <ByVatMode
        display={display}
        draw={(mode) => (
          <>
            <strong>{formatPrice(finalPriceData, mode)}</strong>
            {!mode.withVat && <small className={styles.vatNote}> {tPrices('withoutVat')}</small>}
          </>
        )}
      />
    </span>
  );
}
