import {
  and,
  asc,
  cartItems,
  carts,
  count,
  couponRedemptions,
  coupons,
  type Executor,
  eq,
  giftVouchers,
  inArray,
  isicCards,
  type ProductStatus,
  prices,
  productSizes,
  products,
  sql,
  stock,
} from '@stride/db';
import type { CouponTerms, VoucherTerms } from '@stride/rules';

/**
 * The cart's reads and writes. A change runs in one transaction that first locks the cart's row
 * (lockCart), so that two changes to one cart take turns: each reads the counts the other wrote.
 */

/** The open cart of this access token in this web instance, if any. */
export async function findOpenCart(db: Executor, webInstanceId: number, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.accessTokenHash, tokenHash), eq(carts.webInstanceId, webInstanceId), eq(carts.status, 'open')));
  return row?.id ?? null;
}

/** A new open cart of this token (its first add). */
export async function createCart(tx: Executor, webInstanceId: number, tokenHash: string): Promise<number> {
  const [row] = await tx
    .insert(carts)
    .values({ webInstanceId, accessTokenHash: tokenHash })
    .returning({ id: carts.id });
  if (!row) throw new Error('createCart: no row returned');
  return row.id;
}

/**
 * Marks the cart changed, which locks its row until the transaction ends: an UPDATE takes the same
 * row lock as SELECT … FOR UPDATE, so one statement does both.
 */
export async function lockCart(tx: Executor, cartId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** What an add needs to know of a size: its product, whether that is sold here now, and pieces that ship. */
export type SizeForSale = { sizeId: number; productId: number; status: ProductStatus; priced: boolean; stock: number };

/** The sizes asked for, with their product's state in this web instance and their pieces in the units that ship. */
export async function sizesForSale(
  db: Executor,
  webInstanceId: number,
  sizeIds: readonly number[],
  onlineUnitIds: readonly number[],
): Promise<SizeForSale[]> {
  if (sizeIds.length === 0) return [];
  return db
    .select({
      sizeId: productSizes.id,
      productId: productSizes.productId,
      status: products.status,
      priced: sql<boolean>`exists (select 1 from ${prices} where ${prices.productId} = ${products.id}
        and ${prices.webInstanceId} = ${webInstanceId})`,
      stock: onlineStock(onlineUnitIds),
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(inArray(productSizes.id, [...sizeIds]));
}

/** Pieces of the joined size in the operation units that ship; 0 when none. */
function onlineStock(onlineUnitIds: readonly number[]) {
  if (onlineUnitIds.length === 0) return sql<number>`0`;
  return sql<number>`coalesce((select sum(${stock.quantity}) from ${stock} where ${stock.sizeId} = ${productSizes.id}
    and ${inArray(stock.operationUnitId, [...onlineUnitIds])}), 0)::int`;
}

export type CartLineRow = {
  id: number;
  count: number;
  productId: number;
  sizeId: number;
  sizeName: string;
  hash: string;
  status: ProductStatus;
  stock: number;
  /** Today's prices in this web instance (with VAT), read here and not from a cache; null when it has none. */
  finalPrice: number | null;
  standardPrice: number | null;
};

/**
 * The cart's lines in the order they were added, with their size, product state, stock and prices.
 * Product state and prices are per-line subqueries, not joins: each is one index lookup per line, so
 * reading a cart costs the same with 1,500 products or 50,000 (a join let the planner hash the whole
 * products or prices table for a cart of five lines).
 */
export async function cartLines(
  db: Executor,
  cartId: number,
  webInstanceId: number,
  onlineUnitIds: readonly number[],
): Promise<CartLineRow[]> {
  const priceOfLine = (column: typeof prices.finalPrice | typeof prices.standardPrice) =>
    sql<number | null>`(select ${column} from ${prices} where ${prices.productId} = ${cartItems.productId}
      and ${prices.webInstanceId} = ${webInstanceId})`;
  return db
    .select({
      id: cartItems.id,
      count: cartItems.count,
      productId: cartItems.productId,
      sizeId: cartItems.sizeId,
      sizeName: productSizes.name,
      hash: cartItems.hash,
      status: sql<ProductStatus>`(select ${products.status} from ${products} where ${products.id} = ${cartItems.productId})`,
      stock: onlineStock(onlineUnitIds),
      finalPrice: priceOfLine(prices.finalPrice),
      standardPrice: priceOfLine(prices.standardPrice),
    })
    .from(cartItems)
    .innerJoin(productSizes, eq(productSizes.id, cartItems.sizeId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}

/** Sets the count of the cart's line of this size and hash, adding the line when there is none. */
export async function upsertLine(
  tx: Executor,
  line: { cartId: number; productId: number; sizeId: number; hash: string; count: number },
): Promise<void> {
  await tx
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.sizeId, cartItems.hash], set: { count: line.count } });
}

/** Sets a line's count; false when the cart has no such line. */
export async function setLineCount(tx: Executor, cartId: number, itemId: number, count: number): Promise<boolean> {
  const changed = await tx
    .update(cartItems)
    .set({ count })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return changed.length > 0;
}

/** Removes these lines of the cart; the ids it removed. */
export async function removeLines(tx: Executor, cartId: number, itemIds: readonly number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, [...itemIds])))
    .returning({ id: cartItems.id });
  return removed.map((row) => row.id);
}

/** Empties the cart: its lines, coupon, voucher and ISIC card. The cart and its token stay. */
export async function emptyCart(tx: Executor, cartId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ couponId: null, giftVoucherId: null, isic: null }).where(eq(carts.id, cartId));
}

/** A coupon with its terms and how often orders used it so far. */
export type CouponRow = CouponTerms & {
  id: number;
  hash: string;
  percent: number | null;
  value: number | null;
  skipsDiscountedGoods: boolean;
  usesSoFar: number;
};

function couponColumns() {
  return {
    id: coupons.id,
    hash: coupons.hash,
    webInstanceId: coupons.webInstanceId,
    percent: coupons.percent,
    value: coupons.value,
    skipsDiscountedGoods: coupons.skipsDiscountedGoods,
    minOrderMinor: coupons.minOrderTotal,
    validFrom: coupons.validFrom,
    validTo: coupons.validTo,
    maxUses: coupons.maxUses,
    maxUsesPerCustomer: coupons.maxUsesPerCustomer,
    ownerUserId: coupons.userId,
    usesSoFar: sql<number>`(select ${count()} from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id})::int`,
  };
}

/** The coupon of this code, written in any case; any shop's (the rules refuse another shop's). */
export async function findCoupon(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select(couponColumns()).from(coupons).where(sql`upper(${coupons.hash}) = upper(${code})`);
  return row;
}

export async function setCartCoupon(tx: Executor, cartId: number, couponId: number | null): Promise<void> {
  await tx.update(carts).set({ couponId }).where(eq(carts.id, cartId));
}

/** A gift voucher with its terms. */
export type VoucherRow = VoucherTerms & { id: number; code: string; valueMinor: number; minOrderMinor: number };

function voucherColumns() {
  return {
    id: giftVouchers.id,
    code: giftVouchers.code,
    webInstanceId: giftVouchers.webInstanceId,
    valueMinor: giftVouchers.value,
    minOrderMinor: giftVouchers.minOrderValue,
    expiresAt: giftVouchers.expiresAt,
    redeemedOrderId: giftVouchers.redeemedOrderId,
  };
}

/** The gift voucher of this code, written in any case; any shop's (the rules refuse another shop's). */
export async function findVoucher(db: Executor, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select(voucherColumns())
    .from(giftVouchers)
    .where(sql`upper(${giftVouchers.code}) = upper(${code})`);
  return row;
}

export async function setCartVoucher(tx: Executor, cartId: number, voucherId: number | null): Promise<void> {
  await tx.update(carts).set({ giftVoucherId: voucherId }).where(eq(carts.id, cartId));
}

/** What the cart carries besides its lines: its coupon, gift voucher and verified ISIC card, each when it has one. */
export type CartExtras = { coupon?: CouponRow; voucher?: VoucherRow; isic?: { surname: string; code: string } };

/** The cart row with its coupon and gift voucher (left joins: either may be absent), in one query. */
function cartWithExtras(db: Executor) {
  return db
    .select({ id: carts.id, isic: carts.isic, coupon: couponColumns(), voucher: voucherColumns() })
    .from(carts)
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .leftJoin(giftVouchers, eq(giftVouchers.id, carts.giftVoucherId));
}

type CartWithExtrasRow = Awaited<ReturnType<ReturnType<typeof cartWithExtras>['where']>>[number];

function extrasOf(row: CartWithExtrasRow | undefined): CartExtras {
  // A coupon's use count is a subquery, never null: an absent coupon is told by its id.
  const coupon = row?.coupon?.id == null ? undefined : (row.coupon as CouponRow);
  const voucher = row?.voucher?.id == null ? undefined : (row.voucher as VoucherRow);
  return { ...(coupon ? { coupon } : {}), ...(voucher ? { voucher } : {}), ...(row?.isic ? { isic: row.isic } : {}) };
}

/** The coupon, gift voucher and ISIC card on the cart. */
export async function extrasOfCart(db: Executor, cartId: number): Promise<CartExtras> {
  const [row] = await cartWithExtras(db).where(eq(carts.id, cartId));
  return extrasOf(row);
}

/**
 * The open cart of this token in this shop with its extras, in one query: reading a cart (the most
 * asked cart call) needs no lock, so it need not find the cart and then read its extras apart.
 */
export async function openCartWithExtras(
  db: Executor,
  webInstanceId: number,
  tokenHash: string,
): Promise<{ id: number; extras: CartExtras } | null> {
  const [row] = await cartWithExtras(db).where(
    and(eq(carts.accessTokenHash, tokenHash), eq(carts.webInstanceId, webInstanceId), eq(carts.status, 'open')),
  );
  return row ? { id: row.id, extras: extrasOf(row) } : null;
}

/**
 * Whether the demo register holds this card, valid now, for this surname: compared without case and
 * accents ("novakova" is Nováková), as a shopper types it.
 */
export async function demoIsicCardValid(db: Executor, cardNumber: string, surname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: isicCards.id })
    .from(isicCards)
    .where(
      and(
        eq(isicCards.cardNumber, cardNumber),
        sql`lower(unaccent(${isicCards.surname})) = lower(unaccent(${surname}))`,
        sql`${isicCards.validTo} > now()`,
      ),
    );
  return row !== undefined;
}

export async function setCartIsic(tx: Executor, cartId: number, isic: { surname: string; code: string } | null) {
  await tx.update(carts).set({ isic }).where(eq(carts.id, cartId));
}
