import { Link } from '@/i18n/navigation';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import { FavouriteHeart } from './favourite-heart';
import { ProductAvailability } from './product-availability';
import { ProductBadges } from './product-badges';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/** A product in a listing: photo, brand, name, final price, the struck standard price, the discount and the favourite heart. */
export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={{ pathname: '/product/[urlTitle]', params: { urlTitle: product.urlTitle } }} className={styles.link}>
        <div className={styles.media}>
          <ProductImage
            photo={product.photo}
            size="card"
            alt={product.photo.title || product.name}
            priority={priority}
            className={styles.image}
          />
          <ProductBadges product={product} size="card" />
        </div>
        <div className={styles.body}>
          <p className={styles.brand}>{product.brand.name}</p>
          <h3 className={styles.name}>{product.name}</h3>
          <ProductPrice product={product} size="card" />
          <ProductAvailability storeStatus={product.storeStatus} className={styles.availability} />
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is not operable on its own. */}
      <FavouriteHeart productId={product.id} name={product.name} />
    </article>
  );
}
