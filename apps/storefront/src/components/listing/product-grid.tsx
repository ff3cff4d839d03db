import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/product/product-card';
import type { ListingCardData } from '@/lib/api/listing';
import styles from './listing.module.css';

/** Sizes listed under a card before the rest is summed up as "+N". */
const SIZES_SHOWN = 8;

async function SizesInStock({ sizes }: { sizes: ListingCardData['sizes'] }) {
  const inStock = sizes.filter((size) => size.stock > 0);
  if (inStock.length === 0) return null;
  const t = await getTranslations('listing');
  const rest = inStock.length - SIZES_SHOWN;
  return (
    <p className={styles.sizes} data-testid="card-sizes">
      <span className="visually-hidden">{t('sizesInStock')}: </span>
      {inStock
        .slice(0, SIZES_SHOWN)
        .map((size) => size.name)
        .join(' · ')}
      {rest > 0 && ` +${rest}`}
    </p>
  );
}

/** A page of product cards with the sizes in stock below; the first row's images load eagerly. */
export function ProductGrid({ products, label }: { products: readonly ListingCardData[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid="category-products">
      {products.map((product, index) => (
        <li key={product.id} data-price={product.finalPriceData.price}>
          <ProductCard product={product} priority={index < 3} />
          <SizesInStock sizes={product.sizes} />
        </li>
      ))}
    </ul>
  );
}
