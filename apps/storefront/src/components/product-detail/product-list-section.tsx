import type { Product } from '@stride/contract';
import { ProductCard } from '@/components/product/product-card';
import styles from './product-detail.module.css';

/** Related products or alternatives: a titled grid of product cards. */
export function ProductListSection({ id, title, products }: { id: string; title: string; products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
