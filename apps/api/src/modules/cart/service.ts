import type { Cart } from '@stride/contract';
import type { RequestContext } from '../../context';

/**
 * The visitor's cart. A cart comes into being only with the first add (the cart issue), and until
 * the context carries a cart token every visitor is one without a cart: the empty cart, with no
 * token, written nowhere. The context is taken already because that token will decide the answer.
 */
export function getCart(_ctx: RequestContext): Cart {
  return { accessToken: null, count: 0, items: [] };
}
