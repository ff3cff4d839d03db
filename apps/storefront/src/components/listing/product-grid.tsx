import { ProductCards } from '@/components/product/product-card';
import type { ListingCardData } from '@/lib/api/listing';
import styles from './listing.module.css';

/**
 * A page of product cards with the sizes in stock below; the first `eagerImages` images (the first
 * row, when the grid starts the page) load eagerly and first.
 */
export function ProductGrid({
  products,
  label,
  eagerImages,
}: {
  products: readonly ListingCardData[];
  label: string;
  eagerImages: number;
}) {
  return (
    <ProductCards
      products={products}
      className={styles.grid}
      aria-label={label}
      data-testid="category-products"
      priority={eagerImages}
      // listing.module.css: two columns up to 760 px, three beside no filters up to 900 px, then three
      // beside them at most the card's 326 px; a phone then takes the 326 px photo, not the @2x one.
      imageSizes="(max-width: 760px) calc(50vw - 22px), (max-width: 900px) calc(33vw - 24px), 326px"
    />
  );
}
