import { WISHLIST_MAX_ITEMS, type Wishlist } from '@stride/contract';
import type { DatabaseHandle, Executor } from '@stride/db';
import type { RequestContext } from '../../context';
import { NotFoundError, UnauthorizedError, UnprocessableError } from '../../errors';
import { newSecretToken, storedFormOf } from '../../lib/secret-token';
import {
  type AddOutcome,
  addLine,
  createTokenWishlist,
  createUserWishlist,
  type LinePick,
  lockWishlist,
  mergeInto,
  readWishlist,
  removeLine,
  type WishlistLineRow,
  type WishlistOwner,
} from './queries';

/**
 * The visitor's wishlist (spec §3, §4, §7): a logged-in user's own, else the anonymous one of the
 * `wishlist` cookie. Reading never writes: a visitor without one has the empty wishlist, and the
 * first add creates it (and, for an anonymous visitor, the cookie's token). Every change locks the
 * wishlist's row first, and answers the whole wishlist as it leaves it; a refused change writes
 * nothing (a wishlist created for it is rolled back with it).
 */

/**
 * Who is asking: the shop, the logged-in user (null when anonymous; a user belongs to one shop) and
 * the stored form of the wishlist cookie's token, when the cookie could be one.
 */
export type WishlistVisitor = { ctx: RequestContext; userId: number | null; tokenHash: string | null };

/** A changed wishlist, and the token to set as the cookie when this change created an anonymous one. */
export type WishlistChange = { wishlist: Wishlist; newToken: string | null };

/** Whose wishlist the visitor reads and changes; null for an anonymous visitor without a cookie. */
function ownerOf(visitor: WishlistVisitor): WishlistOwner | null {
  const webInstanceId = visitor.ctx.webInstanceId;
  if (visitor.userId !== null) return { webInstanceId, userId: visitor.userId };
  if (visitor.tokenHash !== null) return { webInstanceId, tokenHash: visitor.tokenHash };
  return null;
}

/** The answer's shape of a wishlist's shown lines (newest first). */
function wishlistOf(lines: readonly WishlistLineRow[]): Wishlist {
  return {
    count: lines.length,
    items: lines.map((line) => ({ id: line.id, product: { id: line.productId } })),
    productIds: lines.map((line) => line.productId),
  };
}

const EMPTY: Wishlist = wishlistOf([]);

/** GET /api/lib/v1/wishlist and /v2/wishlist: one statement; a token of another shop finds nothing. */
export async function getWishlist(database: DatabaseHandle, visitor: WishlistVisitor): Promise<Wishlist> {
  const owner = ownerOf(visitor);
  const found = owner === null ? null : await readWishlist(database.db, owner);
  return found === null ? EMPTY : wishlistOf(found.lines);
}

/**
 * The visitor's wishlist locked in `tx`, created when they have none: a user's (two first adds at
 * once create one: the second waits for the first's row and then locks it), or an anonymous one
 * under a new token, which the caller sets as the cookie. Its owner as the heart's calls name it.
 */
async function lockOrCreate(
  tx: Executor,
  visitor: WishlistVisitor,
): Promise<{ id: number; owner: WishlistOwner; newToken: string | null }> {
  const { webInstanceId } = visitor.ctx;
  const owner = ownerOf(visitor);
  const locked = owner === null ? null : await lockWishlist(tx, owner);
  if (owner !== null && locked !== null) return { id: locked, owner, newToken: null };
  if (visitor.userId !== null) {
    const created = await createUserWishlist(tx, webInstanceId, visitor.userId);
    const userOwner = { webInstanceId, userId: visitor.userId };
    const id = created ?? (await lockWishlist(tx, userOwner));
    if (id === null) throw new Error('lockOrCreate: the user’s wishlist is neither new nor found');
    return { id, owner: userOwner, newToken: null };
  }
  // No cookie, another shop's, or one whose wishlist was merged away: a wishlist of a new token.
  const newToken = newSecretToken();
  const tokenHash = storedFormOf(newToken);
  const id = await createTokenWishlist(tx, webInstanceId, tokenHash);
  return { id, owner: { webInstanceId, tokenHash }, newToken };
}

/** The answer to an add, or its refusal: a product the shop does not have (404), a full wishlist (422). */
function addAnswer(outcome: AddOutcome, field: string): Wishlist {
  if (!outcome.sold) throw new NotFoundError('wishlist_product_not_found', {}, field);
  if (!outcome.present && outcome.shown >= WISHLIST_MAX_ITEMS) {
    throw new UnprocessableError([{ field, key: 'wishlist_full', params: { limit: WISHLIST_MAX_ITEMS } }]);
  }
  return wishlistOf(outcome.lines);
}

/**
 * Adds a product (POST v1 …/items/{productId}, v2 …/items/{id}); adding one already there changes
 * nothing. A product this shop does not have is a 404, a full wishlist a 422, both at `field`, and
 * neither writes anything. A visitor who has a wishlist is served by one call (its own transaction);
 * the first add creates the wishlist and adds in one transaction, which a refusal rolls back.
 */
export async function addProduct(
  database: DatabaseHandle,
  visitor: WishlistVisitor,
  productId: number,
  field: string,
): Promise<WishlistChange> {
  const line = { productId, limit: WISHLIST_MAX_ITEMS };
  const owner = ownerOf(visitor);
  const outcome = owner === null ? null : await addLine(database.db, owner, line);
  if (outcome && outcome.wishlistId !== null) return { wishlist: addAnswer(outcome, field), newToken: null };
  return database.transaction(async (tx) => {
    const created = await lockOrCreate(tx, visitor);
    return { wishlist: addAnswer(await addLine(tx, created.owner, line), field), newToken: created.newToken };
  });
}

/**
 * Removes a line (DELETE v1 …/items/{itemId} by the line's id, v2 …/items/{id} by the product's), in
 * one call; one that is not on the visitor's wishlist is a 404 at `field`.
 */
export async function removeFromWishlist(
  database: DatabaseHandle,
  visitor: WishlistVisitor,
  pick: LinePick,
  field: string,
): Promise<Wishlist> {
  const owner = ownerOf(visitor);
  const outcome = owner === null ? null : await removeLine(database.db, owner, pick);
  if (!outcome || outcome.wishlistId === null || outcome.removed === 0) {
    throw new NotFoundError('wishlist_item_not_found', {}, field);
  }
  return wishlistOf(outcome.lines);
}

/**
 * POST /api/lib/v2/wishlist/items/bulk, after a login: moves the cookie wishlist's lines into the
 * user's, with `productIds` (those the shop has), without duplicates and up to the limit, and deletes
 * the cookie wishlist; one transaction. The user's wishlist is locked first, then the cookie's, always
 * in that order; an add to the cookie wishlist either commits before the merge locks it (and moves
 * with it) or waits and then finds it gone (and starts a new one): none is lost. Anonymous: 401.
 */
export async function mergeCookieWishlist(
  database: DatabaseHandle,
  visitor: WishlistVisitor,
  productIds: readonly number[],
): Promise<Wishlist> {
  const { userId, tokenHash } = visitor;
  if (userId === null) throw new UnauthorizedError();
  const { webInstanceId } = visitor.ctx;
  if (tokenHash === null && productIds.length === 0) return getWishlist(database, visitor);
  return database.transaction(async (tx) => {
    const target = await lockOrCreate(tx, visitor);
    const sourceId = tokenHash === null ? null : await lockWishlist(tx, { webInstanceId, tokenHash });
    const lines = await mergeInto(tx, {
      targetId: target.id,
      sourceId,
      productIds,
      webInstanceId,
      limit: WISHLIST_MAX_ITEMS,
    });
    return wishlistOf(lines);
  });
}
