'use client';

import { FavouriteIcon } from '@/components/common/icons';
import { fillText } from '@/components/common/slots';
import { useWishlist } from '@/lib/api/use-visitor';
import { useWishlistActions } from '@/lib/api/use-wishlist-actions';
import styles from './product-card.module.css';

/**
 * The heart's name, translated on the server (`{name}` is the product's, filled here). One name for
 * both states: a toggle button says whether it is on by `aria-pressed`, not by changing its name.
 */
export type FavouriteTexts = { label: string };

/**
 * The favourite heart of a card and of the product page: filled when the product is on the visitor's
 * wishlist. The cached page draws every heart empty; the visitor's wishlist, read once per page in the
 * browser, fills theirs. A click adds or removes the product at once, optimistically (spec §4): the
 * heart and the header's count change first, the server's answer follows (use-wishlist-actions.ts).
 */
export function FavouriteHeart({
  productId,
  name,
  texts,
  className = styles.heart,
}: {
  productId: number;
  name: string;
  texts: FavouriteTexts;
  className?: string;
}) {
  const { data: wishlist } = useWishlist();
  const actions = useWishlistActions();
  const favourite = wishlist?.productIds.includes(productId) ?? false;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={favourite}
      aria-label={fillText(texts.label, { name })}
      onClick={() => void actions.toggle(productId)}
      data-testid="favourite-heart"
      data-product-id={productId}
      data-loaded={wishlist !== undefined}
    >
      <FavouriteIcon size={20} filled={favourite} />
    </button>
  );
}
