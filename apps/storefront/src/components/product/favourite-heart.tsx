'use client';

import { useTranslations } from 'next-intl';
import { useWishlist } from '@/lib/api/use-visitor';
import styles from './product-card.module.css';

/**
 * The card's favourite heart: filled when the product is on the visitor's wishlist. The cached page
 * draws every heart empty; the visitor's wishlist, read once per page in the browser, fills theirs.
 * It stays disabled until the wishlist issue gives it the call that adds and removes (spec §4, optimistic).
 */
export function FavouriteHeart({ productId, name }: { productId: number; name: string }) {
  const t = useTranslations('product');
  const { data: wishlist } = useWishlist();
  const favourite = wishlist?.productIds.includes(productId) ?? false;
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'removeFromWishlist' : 'addToWishlist', { name })}
      disabled
      data-testid="favourite-heart"
      data-loaded={wishlist !== undefined}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.4-9.2C1.3 8 3.2 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4h2c.8-1.3 2.2-2.4 4.3-2.4 3.5 0 5.4 3.5 4.1 6.8-1.9 4.6-9.4 9.2-9.4 9.2z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
