import { CART_LINE_MAX_COUNT, type Cart, type CartGiftVoucherAdd, type CartItemAdd } from '@stride/contract';
import type { DatabaseHandle, Executor } from '@stride/db';
import {
  checkGiftVoucherForm,
  GIFT_VOUCHER_MAX_SEND_DAYS,
  GIFT_VOUCHER_TERMS,
  normalizeIsicNumber,
  shopDateOf,
} from '@stride/rules';
import type { RequestContext } from '../../context';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  UnavailableError,
  UnprocessableError,
} from '../../errors';
import { moneyOf } from '../../lib/money';
import { creditBalanceOf } from '../credits/queries';
import { productReference } from '../product-views/product-reference';
import { type CartAnswers, serializeCart } from './cart-answers';
import { newCartToken, storedFormOf } from './cart-token';
import { cartView, goodsForCouponOf, pricingLines } from './cart-view';
import { couponRefusalFor, refusalError } from './coupon-check';
import type { IsicVerifier } from './isic-verifier';
import {
  type CartRead,
  cartStamp,
  countCartGiftVouchers,
  createCart,
  deleteCartGiftVoucher,
  emptyCart,
  findCoupon,
  findVoucher,
  insertCartGiftVoucher,
  lockOpenCart,
  readCart,
  readOpenCart,
  removeLines,
  setCartCoupon,
  setCartCredits,
  setCartIsic,
  setCartVoucher,
  setLineCount,
  sizesForSale,
  upsertLine,
} from './queries';
import { voucherError, voucherRefusalFor } from './voucher-check';

/**
 * The visitor's cart, found by the hash of its access token (cart-token.ts). Reading never writes:
 * a visitor without a cart gets the empty one. Every change runs in one transaction that locks the
 * cart's row first and re-reads its lines under the lock, and answers with the whole cart as committed.
 */

/**
 * Who is asking: the web instance, the cart token the visitor sent with its hash, when it was a
 * well-formed one (the cart answers with the token it was found by: only its hash is stored), and
 * the logged-in visitor's user id, whose new cart is theirs (as a cart becomes its user's at login).
 */
export type CartVisitor = {
  ctx: RequestContext;
  token: string | null;
  tokenHash: string | null;
  userId: number | null;
};

/** The changed cart, and the token to set as the cookie when this change created the cart. */
export type CartChange = { cart: Cart; newToken: string | null };

/**
 * The stores whose stock ships (reference data, cached): the cart, checkout and the order read them
 * before their transactions, since the cache reads through the database handle and on PGlite a read
 * inside a transaction would wait for the transaction's own session (decision 10). For the same
 * reason the cart's answer is built after its transaction.
 */
export async function onlineUnits(database: DatabaseHandle): Promise<readonly number[]> {
  return (await productReference(database)).onlineUnitIds;
}

/**
 * The visitor's cart as the JSON text GET /cart answers. A cart whose stamp has not moved since the
 * last answer gets that answer again (cart-answers.ts); otherwise the cart is read, priced and
 * serialized, and the answer kept under the stamp read first (a change between the two reads only
 * makes the next read miss: the answer kept is never older than its stamp).
 */
export async function cartAnswer(
  database: DatabaseHandle,
  visitor: CartVisitor,
  answers: CartAnswers,
): Promise<string> {
  const { ctx, tokenHash } = visitor;
  const noCart = async () => serializeCart(await cartView(database, ctx, [], { accessToken: null }));
  const found = tokenHash === null ? null : await cartStamp(database.db, ctx.webInstanceId, tokenHash);
  if (tokenHash === null || found === null) return noCart();
  const cartKey = `${ctx.webInstanceId}|${tokenHash}`;
  const kept = found.stamp === null ? undefined : answers.get(cartKey, found.stamp);
  if (kept !== undefined) return kept;
  const cart = await readOpenCart(database.db, ctx.webInstanceId, tokenHash, await onlineUnits(database));
  if (cart === null) return noCart();
  const answer = serializeCart(
    await cartView(database, ctx, cart.lines, { accessToken: visitor.token, extras: cart.extras }),
  );
  if (found.stamp !== null) answers.set(cartKey, found.stamp, answer);
  return answer;
}

/**
 * The visitor's open cart, locked (decision 13), or a new one with a new token when they have none:
 * where every add starts. `newToken` is the cookie to set, null for a cart found by its token.
 */
async function lockOrCreateCart(
  tx: Executor,
  visitor: CartVisitor,
): Promise<{ cartId: number; newToken: string | null }> {
  const { ctx } = visitor;
  const found = visitor.tokenHash === null ? null : await lockOpenCart(tx, ctx.webInstanceId, visitor.tokenHash);
  if (found !== null) return { cartId: found, newToken: null };
  const newToken = newCartToken();
  return { cartId: await createCart(tx, ctx.webInstanceId, storedFormOf(newToken), visitor.userId), newToken };
}

/**
 * Adds pieces of sizes; a size already in the cart (with the same hash) gets them added to its count.
 * Each line holds at most the pieces in stock and CART_LINE_MAX_COUNT, and says so when it was cut.
 * A size that is not sold here now refuses the whole add (422), a sold-out one too (409), and
 * nothing changes. A new token is made only when this add creates the visitor's cart.
 */
export async function addToCart(
  database: DatabaseHandle,
  visitor: CartVisitor,
  adds: readonly CartItemAdd[],
): Promise<CartChange> {
  const { ctx } = visitor;
  const units = await onlineUnits(database);
  const outcome = await database.transaction(async (tx) => {
    const { cartId, newToken } = await lockOrCreateCart(tx, visitor);
    // Under the lock: the counts another change committed a moment ago, and stock as it is now.
    const sizes = new Map(
      (
        await sizesForSale(
          tx,
          { webInstanceId: ctx.webInstanceId, cartId },
          [...new Set(adds.map((add) => add.sizeId))],
          units,
        )
      ).map((size) => [size.sizeId, size]),
    );
    // The lines to write, by size and hash: adds of one line in one request sum up and write it once.
    const lines = new Map<string, { productId: number; sizeId: number; hash: string; count: number }>();
    const reducedKeys = new Set<string>();
    for (const add of adds) {
      const size = sizes.get(add.sizeId);
      if (!size || size.productId !== add.productId || size.status !== 'on_sale' || !size.priced) {
        throw new UnprocessableError([{ field: 'productId', key: 'product_not_on_sale' }]);
      }
      if (size.stock <= 0) throw new ConflictError([{ field: 'sizeId', key: 'size_sold_out' }]);
      const hash = add.hash ?? '';
      const key = `${add.sizeId}|${hash}`;
      const wanted = (lines.get(key)?.count ?? size.inCart[hash] ?? 0) + add.count;
      const count = Math.min(wanted, size.stock, CART_LINE_MAX_COUNT);
      if (count < wanted) reducedKeys.add(key);
      lines.set(key, { productId: add.productId, sizeId: add.sizeId, hash, count });
    }
    for (const line of lines.values()) await upsertLine(tx, { cartId, ...line });
    const cart = await readCart(tx, cartId, ctx.webInstanceId, units);
    const reduced = new Set(
      cart.lines.filter((line) => reducedKeys.has(`${line.sizeId}|${line.hash}`)).map((line) => line.id),
    );
    return { cart, newToken, reduced };
  });
  const accessToken = outcome.newToken ?? visitor.token;
  const cart = await cartView(database, ctx, outcome.cart.lines, {
    accessToken,
    reduced: outcome.reduced,
    extras: outcome.cart.extras,
  });
  return { cart, newToken: outcome.newToken };
}

/** The open cart of this visitor, locked in `tx`; a visitor without one has no line to change (404). */
async function lockedCartOf(tx: Executor, visitor: CartVisitor): Promise<number> {
  const cartId =
    visitor.tokenHash === null ? null : await lockOpenCart(tx, visitor.ctx.webInstanceId, visitor.tokenHash);
  if (cartId === null) throw new NotFoundError('cart_item_not_found');
  return cartId;
}

/** Sets a line's count, cut to the pieces in stock (the line then says so). */
export async function changeLineCount(
  database: DatabaseHandle,
  visitor: CartVisitor,
  itemId: number,
  count: number,
): Promise<Cart> {
  const { ctx } = visitor;
  const units = await onlineUnits(database);
  const outcome = await database.transaction(async (tx) => {
    const cartId = await lockedCartOf(tx, visitor);
    const line = (await readCart(tx, cartId, ctx.webInstanceId, units)).lines.find((row) => row.id === itemId);
    if (!line) throw new NotFoundError('cart_item_not_found');
    // A sold-out line keeps its count (it is not charged); another is cut to its stock.
    const allowed = line.stock > 0 ? Math.min(count, line.stock) : count;
    await setLineCount(tx, cartId, itemId, allowed);
    return { cart: await readCart(tx, cartId, ctx.webInstanceId, units), reduced: allowed < count };
  });
  return cartView(database, ctx, outcome.cart.lines, {
    accessToken: visitor.token,
    reduced: outcome.reduced ? new Set([itemId]) : undefined,
    extras: outcome.cart.extras,
  });
}

/** Removes lines; an id the cart does not hold is a 404 and removes nothing. */
export async function removeCartLines(
  database: DatabaseHandle,
  visitor: CartVisitor,
  itemIds: readonly number[],
): Promise<Cart> {
  const { ctx } = visitor;
  const units = await onlineUnits(database);
  const outcome = await database.transaction(async (tx) => {
    const cartId = await lockedCartOf(tx, visitor);
    const unique = [...new Set(itemIds)];
    const removed = await removeLines(tx, cartId, unique);
    // All or nothing: throwing rolls the removal back.
    if (removed.length !== unique.length) throw new NotFoundError('cart_item_not_found');
    return readCart(tx, cartId, ctx.webInstanceId, units);
  });
  return cartView(database, ctx, outcome.lines, { accessToken: visitor.token, extras: outcome.extras });
}

/** Empties the cart (DELETE /cart): lines, coupon, voucher, ISIC card; the cart and its token stay. */
export async function clearCart(database: DatabaseHandle, visitor: CartVisitor): Promise<Cart> {
  const { ctx, tokenHash } = visitor;
  const found = await database.transaction(async (tx) => {
    const cartId = tokenHash === null ? null : await lockOpenCart(tx, ctx.webInstanceId, tokenHash);
    if (cartId === null) return false;
    await emptyCart(tx, cartId);
    return true;
  });
  return cartView(database, ctx, [], { accessToken: found ? visitor.token : null });
}

/**
 * Puts a coupon on the cart (POST /cart/coupon) once the rules accept it for the cart as it is; a
 * refusal is a 422 on the code's field, with the reason in the shop's language, and changes nothing.
 * A coupon replaces the one the cart had. An empty cart takes none (its minimum is unknowable).
 */
export async function applyCoupon(database: DatabaseHandle, visitor: CartVisitor, code: string): Promise<Cart> {
  const { ctx } = visitor;
  return changeExtras(
    database,
    visitor,
    async (tx, cart) => {
      if (cart.lines.length === 0) throw new UnprocessableError([{ field: 'couponHash', key: 'cart_empty' }]);
      const coupon = await findCoupon(tx, code);
      const goods = goodsForCouponOf(pricingLines(cart.lines, ctx), ctx, cart.extras);
      const refusal = couponRefusalFor(coupon, ctx, goods, cart.extras.userId ?? null);
      if (refusal) throw new UnprocessableError([refusalError(refusal, coupon, ctx).error]);
      await setCartCoupon(tx, cart.id, coupon?.id ?? null);
    },
    'couponHash',
  );
}

/** Takes the coupon off the cart (DELETE /cart/coupon); a cart without one stays as it is. */
export async function removeCoupon(database: DatabaseHandle, visitor: CartVisitor): Promise<Cart> {
  return changeExtras(database, visitor, (tx, cart) => setCartCoupon(tx, cart.id, null));
}

/**
 * Puts a gift voucher on the cart (POST /cart/voucher), replacing the one it had: a payment toward
 * the total, not a discount on goods. Unknown, expired or redeemed is a 422 at `code` in the shop's
 * language and changes nothing; a cart below the voucher's minimum keeps it, paying nothing yet.
 */
export async function applyVoucher(database: DatabaseHandle, visitor: CartVisitor, code: string): Promise<Cart> {
  const { ctx } = visitor;
  return changeExtras(
    database,
    visitor,
    async (tx, cart) => {
      if (cart.lines.length === 0) throw new UnprocessableError([{ field: 'code', key: 'cart_empty' }]);
      const voucher = await findVoucher(tx, code);
      const refusal = voucherRefusalFor(voucher, ctx);
      if (refusal) throw new UnprocessableError([voucherError(refusal, voucher, ctx).error]);
      await setCartVoucher(tx, cart.id, voucher?.id ?? null);
    },
    'code',
  );
}

/**
 * Sets the credits the member asks to apply (POST /cart/credits; 0 takes them off), under the cart's
 * lock. Members only: an anonymous visitor, or a cart that is not the visitor's, is "unauthorised
 * access" (401). Asking for credits with none to spend, or on an empty cart, is a 422 at `credit`.
 * The cart keeps the request: what it takes off is the request up to the balance and the goods,
 * worked out at every answer, and again by the order under the balance's lock.
 */
export async function applyCredits(database: DatabaseHandle, visitor: CartVisitor, credit: number): Promise<Cart> {
  const { userId } = visitor;
  if (userId === null) throw new UnauthorizedError();
  return changeExtras(
    database,
    visitor,
    async (tx, cart) => {
      if (cart.extras.userId !== userId) throw new UnauthorizedError();
      if (credit > 0) {
        if (cart.lines.length === 0) throw new UnprocessableError([{ field: 'credit', key: 'cart_empty' }]);
        if ((await creditBalanceOf(tx, userId)) <= 0) {
          throw new UnprocessableError([{ field: 'credit', key: 'credits_none' }]);
        }
      }
      await setCartCredits(tx, cart.id, credit);
    },
    credit > 0 ? 'credit' : undefined,
  );
}

/** Takes the gift voucher off the cart (DELETE /cart/voucher). */
export async function removeVoucher(database: DatabaseHandle, visitor: CartVisitor): Promise<Cart> {
  return changeExtras(database, visitor, (tx, cart) => setCartVoucher(tx, cart.id, null));
}

/**
 * Runs `change` on the visitor's locked cart and answers the cart after it. Without a cart there is
 * nothing to take off (the empty cart), and nothing to put on: a 422 at `field` saying the cart is empty.
 */
async function changeExtras(
  database: DatabaseHandle,
  visitor: CartVisitor,
  change: (tx: Executor, cart: CartRead) => Promise<void>,
  fieldWhenEmpty?: string,
): Promise<Cart> {
  const { ctx } = visitor;
  const units = await onlineUnits(database);
  const outcome = await database.transaction(async (tx) => {
    const cartId = visitor.tokenHash === null ? null : await lockOpenCart(tx, ctx.webInstanceId, visitor.tokenHash);
    if (cartId === null) {
      if (fieldWhenEmpty) throw new UnprocessableError([{ field: fieldWhenEmpty, key: 'cart_empty' }]);
      return null;
    }
    await change(tx, await readCart(tx, cartId, ctx.webInstanceId, units));
    return readCart(tx, cartId, ctx.webInstanceId, units);
  });
  if (outcome === null) return cartView(database, ctx, [], { accessToken: null });
  return cartView(database, ctx, outcome.lines, { accessToken: visitor.token, extras: outcome.extras });
}

/**
 * Puts a verified ISIC card on the cart (POST /cart/isic). The number's form is checked first (400);
 * a shop without an ISIC discount refuses it (422); then the verifier is asked, outside any
 * transaction, so no cart stays locked while ISIC answers: not verified is a 422, no answer a 503.
 * Nothing changes on any of these.
 */
export async function applyIsic(
  database: DatabaseHandle,
  visitor: CartVisitor,
  card: { surname: string; code: string },
  verify: IsicVerifier,
): Promise<Cart> {
  const { ctx } = visitor;
  const cardNumber = normalizeIsicNumber(card.code);
  if (cardNumber === null) throw new BadRequestError([{ field: 'isic.code', key: 'isic_invalid_number' }]);
  if (ctx.webInstance.isicDiscountPercent === 0) {
    throw new UnprocessableError([{ field: 'isic.code', key: 'isic_not_offered' }]);
  }
  const verdict = await verify({ cardNumber, surname: card.surname });
  if (verdict === 'unavailable') throw new UnavailableError([{ field: 'isic.code', key: 'isic_unavailable' }]);
  if (verdict === 'not-verified') throw new UnprocessableError([{ field: 'isic.code', key: 'isic_not_verified' }]);
  return changeExtras(
    database,
    visitor,
    (tx, cart) => setCartIsic(tx, cart.id, { surname: card.surname, code: cardNumber }),
    'isic.code',
  );
}

/** Takes the ISIC card off the cart (DELETE /cart/isic). */
export async function removeIsic(database: DatabaseHandle, visitor: CartVisitor): Promise<Cart> {
  return changeExtras(database, visitor, (tx, cart) => setCartIsic(tx, cart.id, null));
}

/** Gift vouchers one cart may hold: more is no household's gift list, and keeps a cart's answer small. */
export const CART_GIFT_VOUCHERS_MAX = 20;

/**
 * Puts a gift voucher to buy on the cart (POST /cart/gift-vouchers, decision 18), creating the cart as
 * the first add does. The form's rules (@stride/rules' checkGiftVoucherForm, the storefront's too)
 * run first: a value out of the shop's range or not in whole units, a dedication out of 2–60
 * characters, a recipient's bad e-mail or name, a send date before today or past 90 days are a 400
 * with each message on its field, and nothing is written. The line is written under the cart's lock,
 * which counts the cart's version up, so a kept cart answer is never served for the changed cart.
 */
export async function addGiftVoucher(
  database: DatabaseHandle,
  visitor: CartVisitor,
  request: CartGiftVoucherAdd,
  now = new Date(),
): Promise<CartChange> {
  const { ctx } = visitor;
  const checked = checkGiftVoucherForm(request, ctx.currency, shopDateOf(now));
  if (!checked.ok) {
    const terms = GIFT_VOUCHER_TERMS[ctx.currency];
    const params = {
      minimum: moneyOf(terms.minimumMinor, ctx).formatted,
      maximum: moneyOf(terms.maximumMinor, ctx).formatted,
      days: GIFT_VOUCHER_MAX_SEND_DAYS,
    };
    throw new BadRequestError(checked.problems.map((problem) => ({ ...problem, params })));
  }
  const voucher = checked.value;
  const units = await onlineUnits(database);
  const outcome = await database.transaction(async (tx) => {
    const { cartId, newToken } = await lockOrCreateCart(tx, visitor);
    if ((await countCartGiftVouchers(tx, cartId)) >= CART_GIFT_VOUCHERS_MAX) {
      throw new UnprocessableError([
        { field: 'value', key: 'too_many_items', params: { limit: CART_GIFT_VOUCHERS_MAX } },
      ]);
    }
    await insertCartGiftVoucher(tx, cartId, {
      value: voucher.value,
      design: request.design,
      dedication: voucher.dedication,
      recipientEmail: voucher.recipient?.email ?? null,
      recipientName: voucher.recipient?.name ?? null,
      sendOn: voucher.sendOn,
    });
    return { cart: await readCart(tx, cartId, ctx.webInstanceId, units), newToken };
  });
  const cart = await cartView(database, ctx, outcome.cart.lines, {
    accessToken: outcome.newToken ?? visitor.token,
    extras: outcome.cart.extras,
  });
  return { cart, newToken: outcome.newToken };
}

/** Takes a gift voucher to buy off the cart (DELETE /cart/gift-vouchers/{id}); one the cart does not hold is a 404. */
export async function removeGiftVoucher(database: DatabaseHandle, visitor: CartVisitor, id: number): Promise<Cart> {
  const { ctx } = visitor;
  const units = await onlineUnits(database);
  const outcome = await database.transaction(async (tx) => {
    const cartId = visitor.tokenHash === null ? null : await lockOpenCart(tx, ctx.webInstanceId, visitor.tokenHash);
    if (cartId === null || !(await deleteCartGiftVoucher(tx, cartId, id))) {
      throw new NotFoundError('cart_gift_voucher_not_found');
    }
    return readCart(tx, cartId, ctx.webInstanceId, units);
  });
  return cartView(database, ctx, outcome.lines, { accessToken: visitor.token, extras: outcome.extras });
}
