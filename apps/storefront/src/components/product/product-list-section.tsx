import type { ProductCardData } from '@/lib/api/product-card-schema';
import { ProductCards } from './product-card';
import styles from './product-list-section.module.css';

/** A titled grid of product cards: a product's alternatives or related ones, a search's popular products. */
export function ProductListSection({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: readonly ProductCardData[];
}) {
  if (products.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <ProductCards products={products} className={styles.grid} />
    </section>
  );
}
