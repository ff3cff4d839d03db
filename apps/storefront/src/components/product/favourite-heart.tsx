'use client';

import { FavouriteIcon } from '@/components/common/icons';
import { fillText } from '@/components/common/slots';
import { useWishlist } from '@/lib/api/use-visitor';
import styles from './product-card.module.css';

/** The heart's two names, translated on the server (`{name}` is the product's, filled here). */
export type FavouriteTexts = { add: string; remove: string };

/**
 * The card's favourite heart: filled when the product is on the visitor's wishlist. The cached page
 * draws every heart empty; the visitor's wishlist, read once per page in the browser, fills theirs.
 * It stays disabled until the wishlist issue gives it the call that adds and removes (spec §4, optimistic).
 */
export function FavouriteHeart({ productId, name, texts }: { productId: number; name: string; texts: FavouriteTexts }) {
  const { data: wishlist } = useWishlist();
  const favourite = wishlist?.productIds.includes(productId) ?? false;
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={favourite}
      aria-label={fillText(favourite ? texts.remove : texts.add, { name })}
      disabled
      data-testid="favourite-heart"
      data-loaded={wishlist !== undefined}
    >
      <FavouriteIcon size={20} filled={favourite} />
    </button>
  );
}
