import type { Wishlist } from '@stride/contract';
import type { RequestContext } from '../../context';

/**
 * The visitor's wishlist. Until the wishlist issue finds one by its cookie or the user, every
 * visitor has the empty one; the context is taken already because who is asking will decide it.
 */
export function getWishlist(_ctx: RequestContext): Wishlist {
  return { count: 0, items: [], productIds: [] };
}
