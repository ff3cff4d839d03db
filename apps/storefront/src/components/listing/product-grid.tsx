import { ProductCards } from '@/components/product/product-card';
import type { ListingCardData } from '@/lib/api/listing';
import styles from './listing.module.css';

/** A page of product cards with the sizes in stock below; the first row's images load eagerly. */
export function ProductGrid({ products, label }: { products: readonly ListingCardData[]; label: string }) {
  return (
    <ProductCards
      products={products}
      className={styles.grid}
      aria-label={label}
      data-testid="category-products"
      priority={3}
    />
  );
}
