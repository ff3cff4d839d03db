'use client';

import { ShopLink } from '@/components/common/shop-link';
import { fillPath } from '@/components/common/slots';
import { ByVatMode } from '@/components/product/by-vat-mode';
import { ProductImage } from '@/components/product/product-image';
import { useTopProduct } from '@/lib/api/use-top-product';
import { formatPrice } from '@/lib/prices/price-display';
import { usePriceDisplay } from '@/lib/prices/price-display-context';
import styles from './mega-panel.module.css';

/** The top product of an open mega-menu category, at the 326×244 card size (spec §2). */
export function TopProductTeaser({
  categoryUrlName,
  texts,
  productPath,
}: {
  categoryUrlName: string;
  texts: { topProduct: string; withoutVat: string };
  /** The localized product route with `:urlTitle` open. */
  productPath: string;
}) {
  const display = usePriceDisplay();
  const { data: product, isLoading } = useTopProduct(categoryUrlName);

  if (isLoading) return <div className={styles.teaserSkeleton} aria-hidden="true" />;
  if (!product) return null;
  const discounted = product.finalPriceData.price < product.standardPriceData.price;

  return (
    <ShopLink
      href={fillPath(productPath, { urlTitle: product.urlTitle })}
      className={styles.teaser}
      data-testid="menu-top-product"
    >
      <span className={styles.teaserLabel}>{texts.topProduct}</span>
      <ProductImage photo={product.photo} size="card" alt="" className={styles.teaserImage} />
      <span className={styles.teaserBrand}>{product.brand.name}</span>
      <span className={styles.teaserName}>{product.name}</span>
      <span className={styles.teaserPrice}>
        <ByVatMode
          display={display}
          draw={(mode) => (
            <>
              <strong className={discounted ? styles.salePrice : undefined}>
                {formatPrice(product.finalPriceData, mode)}
              </strong>
              {discounted && <s>{formatPrice(product.standardPriceData, mode)}</s>}
              {!mode.withVat && <small>{texts.withoutVat}</small>}
            </>
          )}
        />
      </span>
    </ShopLink>
  );
}
