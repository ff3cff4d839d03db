import { ProductImage } from '@/components/product/product-image';
import styles from './search-box.module.css';
import { SuggestionPrice } from './suggestion-price';
import type { SuggestedProduct } from './suggestion-sections';

/** What a product option shows: photo, name and price. The name is the link's name, so the photo is decorative. */
export function ProductSuggestion({ product }: { product: SuggestedProduct }) {
  return (
    <>
      <ProductImage photo={product.photo} size="thumb" alt="" className={styles.productImage} />
      <span className={styles.productText}>
        <span className={styles.productName}>{product.name}</span>
        <SuggestionPrice finalPriceData={product.finalPriceData} />
      </span>
    </>
  );
}
