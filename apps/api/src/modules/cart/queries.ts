import {
  and,
  asc,
  cartGiftVouchers,
  cartItems,
  carts,
  catalogChanges,
  coupons,
  creditBalances,
  type DeliveryKind,
  deliveryMethods,
  desc,
  type Executor,
  eq,
  getTableName,
  giftVouchers,
  inArray,
  isicCards,
  or,
  type PaymentKind,
  type PgColumn,
  type ProductStatus,
  paymentMethods,
  prices,
  productSizes,
  products,
  type SQL,
  sql,
  statement,
  stock,
} from '@stride/db';
import type { CouponTerms, VoucherTerms } from '@stride/rules';

/**
 * The cart's reads and writes. A change runs in one transaction that first locks the cart's row
 * (lockOpenCart), so that two changes to one cart take turns: each reads the counts the other wrote.
 * The lock is a statement of its own: a statement reads what was committed when it began, so what a
 * change reads must be read by a later statement than the one that waited for the lock.
 *
 * The statements every cart call runs are named prepared statements (`statement`): built once,
 * parsed and planned once per connection. Their text is the same at every call, so lists go as one
 * array parameter, and what a call reads comes back in as few round trips as it can: reading a cart
 * is one statement, its lines with it as JSON.
 */

/** The open cart of a token (placeholder `tokenHash`) in a web instance (placeholder `webInstanceId`). */
function openCartOfToken() {
  return and(
    eq(carts.accessTokenHash, sql.placeholder('tokenHash')),
    eq(carts.webInstanceId, sql.placeholder('webInstanceId')),
    eq(carts.status, 'open'),
  );
}

/**
 * Finds the open cart of this token in this web instance and locks its row until the transaction
 * ends (an UPDATE takes the same row lock as SELECT … FOR UPDATE), counting one more version of it
 * (see cartStamp); null when there is none.
 */
const lockOpenCartStatement = statement('cart_lock_open', (db) =>
  db
    .update(carts)
    .set({ updatedAt: sql`now()`, version: sql`${carts.version} + 1` })
    .where(openCartOfToken())
    .returning({ id: carts.id }),
);

export async function lockOpenCart(tx: Executor, webInstanceId: number, tokenHash: string): Promise<number | null> {
  const [row] = await lockOpenCartStatement(tx).execute({ tokenHash, webInstanceId });
  return row?.id ?? null;
}

const createCartStatement = statement('cart_create', (db) =>
  db
    .insert(carts)
    .values({
      webInstanceId: sql.placeholder('webInstanceId'),
      accessTokenHash: sql.placeholder('tokenHash'),
      userId: sql.placeholder('userId'),
    })
    .returning({ id: carts.id }),
);

/**
 * A new open cart of this token (its first add); its new row is the transaction's until it commits.
 * A logged-in visitor's is theirs from the start: its order is in their account, and a logout leaves
 * it to their next login, as for a cart their login adopted.
 */
export async function createCart(
  tx: Executor,
  webInstanceId: number,
  tokenHash: string,
  userId: number | null,
): Promise<number> {
  const [row] = await createCartStatement(tx).execute({ webInstanceId, tokenHash, userId });
  if (!row) throw new Error('createCart: no row returned');
  return row.id;
}

/** Pieces of the size in the operation units that ship (the `onlineUnitIds` int[] placeholder); 0 when none. */
function onlineStock(sizeId: PgColumn | SQL) {
  return sql<number>`coalesce((select sum(${stock.quantity}) from ${stock} where ${stock.sizeId} = ${sizeId}
    and ${stock.operationUnitId} = any(${sql.placeholder('onlineUnitIds')}::int[])), 0)::int`;
}

/**
 * What an add needs to know of a size: its product, whether that is sold here now, its pieces that
 * ship, and the pieces of it the cart holds, by line hash.
 */
export type SizeForSale = {
  sizeId: number;
  productId: number;
  status: ProductStatus;
  priced: boolean;
  stock: number;
  inCart: Record<string, number>;
};

/**
 * A column written with its table's name. A select from one table writes the columns of its select
 * list unqualified, so in a subquery there `"id" = "product_id"` would compare the subquery's own
 * columns; the outer row's columns are written qualified.
 */
function qualified(column: PgColumn) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * One size, by id: a statement per size rather than one for a list, so that PostgreSQL plans it once
 * for every call (for `id = any($list)` it guesses ten rows, finds hashing the products table
 * cheaper, and so plans each call anew). Product state and price are subqueries for the same reason.
 */
const sizeForSaleStatement = statement('cart_size_for_sale', (db) => {
  const productId = qualified(productSizes.productId);
  return db
    .select({
      sizeId: productSizes.id,
      productId: productSizes.productId,
      status: sql<ProductStatus>`(select ${products.status} from ${products} where ${products.id} = ${productId})`,
      priced: sql<boolean>`coalesce((select true from ${prices} where ${prices.productId} = ${productId}
        and ${prices.webInstanceId} = ${sql.placeholder('webInstanceId')}), false)`,
      stock: onlineStock(qualified(productSizes.id)),
      inCart: sql<Record<string, number>>`coalesce((select json_object_agg(${cartItems.hash}, ${cartItems.count})
        from ${cartItems} where ${cartItems.cartId} = ${sql.placeholder('cartId')}
        and ${cartItems.sizeId} = ${qualified(productSizes.id)}), '{}'::json)`,
    })
    .from(productSizes)
    .where(eq(productSizes.id, sql.placeholder('sizeId')));
});

/**
 * The sizes asked for, with their product's state in this web instance, their pieces in the units
 * that ship and in the cart (read under the cart's lock, these are the counts to add to). A size
 * that does not exist is left out.
 */
export async function sizesForSale(
  tx: Executor,
  ids: { webInstanceId: number; cartId: number },
  sizeIds: readonly number[],
  onlineUnitIds: readonly number[],
): Promise<SizeForSale[]> {
  const sizes: SizeForSale[] = [];
  for (const sizeId of sizeIds) {
    sizes.push(...(await sizeForSaleStatement(tx).execute({ ...ids, sizeId, onlineUnitIds })));
  }
  return sizes;
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

/** Today's price of the line's product in the web instance (a per-line subquery: see linesOfCart). */
function priceOfLine(column: typeof prices.finalPrice | typeof prices.standardPrice) {
  return sql<number | null>`(select ${column} from ${prices} where ${prices.productId} = ${cartItems.productId}
    and ${prices.webInstanceId} = ${sql.placeholder('webInstanceId')})`;
}

/**
 * The cart's lines in the order they were added, as one JSON array of CartLineRow, with their size,
 * product state, stock and prices. Size, product state and prices are per-line subqueries, not
 * joins: each is one index lookup per line, so reading a cart costs the same with 1,500 products or
 * 50,000, whatever the planner believes of the cart's size (a join let it hash the whole sizes
 * table for a cart of five lines, when its statistics of cart_items were older than the carts).
 */
const linesOfCart = sql<CartLineRow[]>`coalesce((select json_agg(json_build_object(
    'id', ${cartItems.id},
    'count', ${cartItems.count},
    'productId', ${cartItems.productId},
    'sizeId', ${cartItems.sizeId},
    'sizeName', (select ${productSizes.name} from ${productSizes} where ${productSizes.id} = ${cartItems.sizeId}),
    'hash', ${cartItems.hash},
    'status', (select ${products.status} from ${products} where ${products.id} = ${cartItems.productId}),
    'stock', ${onlineStock(cartItems.sizeId)},
    'finalPrice', ${priceOfLine(prices.finalPrice)},
    'standardPrice', ${priceOfLine(prices.standardPrice)}
  ) order by ${cartItems.id}) from ${cartItems} where ${cartItems.cartId} = ${carts.id}), '[]'::json)`;

/** The cart's gift vouchers to buy, in the order they were put on, as one JSON array of CartGiftVoucherRow. */
const giftVouchersOfCart = sql<CartGiftVoucherRow[]>`coalesce((select json_agg(json_build_object(
    'id', ${cartGiftVouchers.id},
    'value', ${cartGiftVouchers.value},
    'design', ${cartGiftVouchers.design},
    'dedication', ${cartGiftVouchers.dedication},
    'recipientEmail', ${cartGiftVouchers.recipientEmail},
    'recipientName', ${cartGiftVouchers.recipientName},
    'sendOn', ${cartGiftVouchers.sendOn}
  ) order by ${cartGiftVouchers.id}) from ${cartGiftVouchers} where ${cartGiftVouchers.cartId} = ${carts.id}), '[]'::json)`;

const upsertLineStatement = statement('cart_upsert_line', (db) =>
  db
    .insert(cartItems)
    .values({
      cartId: sql.placeholder('cartId'),
      productId: sql.placeholder('productId'),
      sizeId: sql.placeholder('sizeId'),
      hash: sql.placeholder('hash'),
      count: sql.placeholder('count'),
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.sizeId, cartItems.hash],
      set: { count: sql`excluded.${sql.identifier(cartItems.count.name)}` },
    }),
);

/** Sets the count of the cart's line of this size and hash, adding the line when there is none. */
export async function upsertLine(
  tx: Executor,
  line: { cartId: number; productId: number; sizeId: number; hash: string; count: number },
): Promise<void> {
  await upsertLineStatement(tx).execute(line);
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

/** Empties the cart: its lines, gift vouchers to buy, coupon, voucher, ISIC card and credits. The cart and its token stay. */
export async function emptyCart(tx: Executor, cartId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.delete(cartGiftVouchers).where(eq(cartGiftVouchers.cartId, cartId));
  await tx
    .update(carts)
    .set({ couponId: null, giftVoucherId: null, isic: null, creditsUsed: 0 })
    .where(eq(carts.id, cartId));
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
    usesSoFar: coupons.uses,
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
    // What the voucher can still pay: its balance, not its face value.
    valueMinor: giftVouchers.balance,
    balanceMinor: giftVouchers.balance,
    minOrderMinor: giftVouchers.minOrderValue,
    expiresAt: giftVouchers.expiresAt,
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

/** The credits the member asks to apply (minor units); 0 takes them off. */
export async function setCartCredits(tx: Executor, cartId: number, requestedMinor: number): Promise<void> {
  await tx.update(carts).set({ creditsUsed: requestedMinor }).where(eq(carts.id, cartId));
}

export async function setCartVoucher(tx: Executor, cartId: number, voucherId: number | null): Promise<void> {
  await tx.update(carts).set({ giftVoucherId: voucherId }).where(eq(carts.id, cartId));
}

/** A gift voucher to buy, as the cart holds it (decision 18); `sendOn` is YYYY-MM-DD. */
export type CartGiftVoucherRow = {
  id: number;
  value: number;
  design: string;
  dedication: string;
  recipientEmail: string | null;
  recipientName: string | null;
  sendOn: string | null;
};

/** Puts a gift voucher to buy on the cart (under the cart's lock). */
export async function insertCartGiftVoucher(
  tx: Executor,
  cartId: number,
  voucher: Omit<CartGiftVoucherRow, 'id'>,
): Promise<void> {
  await tx.insert(cartGiftVouchers).values({ cartId, ...voucher });
}

/** How many gift vouchers to buy the cart holds (read under the cart's lock, before one more is added). */
export async function countCartGiftVouchers(tx: Executor, cartId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cartGiftVouchers)
    .where(eq(cartGiftVouchers.cartId, cartId));
  return row?.n ?? 0;
}

/** Takes a gift voucher to buy off the cart; false when the cart has no such line. */
export async function deleteCartGiftVoucher(tx: Executor, cartId: number, id: number): Promise<boolean> {
  const removed = await tx
    .delete(cartGiftVouchers)
    .where(and(eq(cartGiftVouchers.id, id), eq(cartGiftVouchers.cartId, cartId)))
    .returning({ id: cartGiftVouchers.id });
  return removed.length > 0;
}

/** The delivery or payment chosen at checkout, with its price (a delivery's before free shipping) or fee. */
export type ChosenMethod<Kind extends string> = { id: number; kind: Kind; priceMinor: number };

/** The member's credits on a cart: what they asked for, and their balance as read with the cart. */
export type CartCreditsRead = { requestedMinor: number; balanceMinor: number };

/**
 * What the cart carries besides its lines: its coupon, gift voucher and verified ISIC card, the
 * delivery and payment chosen at checkout, and the member's credits, each when it has one; and its
 * owner, whose own coupons (made from credits) only they may use.
 */
export type CartExtras = {
  userId?: number;
  /** Gift vouchers to buy, in the order they were put on; absent when none. */
  giftVouchers?: CartGiftVoucherRow[];
  credits?: CartCreditsRead;
  coupon?: CouponRow;
  voucher?: VoucherRow;
  isic?: { surname: string; code: string };
  delivery?: ChosenMethod<DeliveryKind>;
  payment?: ChosenMethod<PaymentKind>;
};

/** A cart as every cart answer needs it: its lines and its extras. */
export type CartRead = { id: number; lines: CartLineRow[]; extras: CartExtras };

/** The cart row with its lines, coupon and gift voucher (left joins: either may be absent), in one query. */
function cartRead(db: Executor) {
  return db
    .select({
      id: carts.id,
      userId: carts.userId,
      creditsUsed: carts.creditsUsed,
      // The owner's balance as committed when this statement began: read under the order's lock of it.
      creditBalance: sql<number>`coalesce((select ${creditBalances.balance} from ${creditBalances}
        where ${creditBalances.userId} = ${qualified(carts.userId)}), 0)`,
      isic: carts.isic,
      coupon: couponColumns(),
      voucher: voucherColumns(),
      delivery: { id: deliveryMethods.id, kind: deliveryMethods.kind, priceMinor: deliveryMethods.price },
      payment: { id: paymentMethods.id, kind: paymentMethods.kind, priceMinor: paymentMethods.price },
      lines: linesOfCart,
      giftVouchers: giftVouchersOfCart,
    })
    .from(carts)
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .leftJoin(giftVouchers, eq(giftVouchers.id, carts.giftVoucherId))
    .leftJoin(deliveryMethods, eq(deliveryMethods.id, carts.deliveryMethodId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, carts.paymentMethodId));
}

type CartReadRow = Awaited<ReturnType<ReturnType<typeof cartRead>['where']>>[number];

function cartReadOf(row: CartReadRow): CartRead {
  // A coupon's use count is a subquery, never null: an absent coupon is told by its id.
  const coupon = row.coupon?.id == null ? undefined : (row.coupon as CouponRow);
  const voucher = row.voucher?.id == null ? undefined : (row.voucher as VoucherRow);
  // Credits count only on a member's cart (the endpoint takes them from members only).
  const credits =
    row.userId !== null && row.creditsUsed > 0
      ? { requestedMinor: row.creditsUsed, balanceMinor: row.creditBalance }
      : undefined;
  const extras: CartExtras = {
    ...(row.userId !== null ? { userId: row.userId } : {}),
    ...(row.giftVouchers.length > 0 ? { giftVouchers: row.giftVouchers } : {}),
    ...(credits ? { credits } : {}),
    ...(coupon ? { coupon } : {}),
    ...(voucher ? { voucher } : {}),
    ...(row.isic ? { isic: row.isic } : {}),
    ...(row.delivery ? { delivery: row.delivery } : {}),
    ...(row.payment ? { payment: row.payment } : {}),
  };
  return { id: row.id, lines: row.lines, extras };
}

const readOpenCartStatement = statement('cart_read_open', (db) => cartRead(db).where(openCartOfToken()));

/** The open cart of this token in this shop, with its lines and extras; null when there is none. Reads, never locks. */
export async function readOpenCart(
  db: Executor,
  webInstanceId: number,
  tokenHash: string,
  onlineUnitIds: readonly number[],
): Promise<CartRead | null> {
  const [row] = await readOpenCartStatement(db).execute({ tokenHash, webInstanceId, onlineUnitIds });
  return row ? cartReadOf(row) : null;
}

const readCartStatement = statement('cart_read', (db) => cartRead(db).where(eq(carts.id, sql.placeholder('cartId'))));

/** The cart with its lines and extras, as a change sees it: under its lock, before or after changing it. */
export async function readCart(
  tx: Executor,
  cartId: number,
  webInstanceId: number,
  onlineUnitIds: readonly number[],
): Promise<CartRead> {
  const [row] = await readCartStatement(tx).execute({ cartId, webInstanceId, onlineUnitIds });
  if (!row) throw new Error(`readCart: cart ${cartId} is gone`);
  return cartReadOf(row);
}

/**
 * What an answer about the cart depends on besides the clock, in one indexed read: the cart's
 * version (every change counts one) and the catalog version (migration 0009: every committed change
 * of prices, stock and products). Equal stamps, equal answers. A cart with a coupon or a gift
 * voucher has no stamp (null): other shoppers' orders use them up, which no version of the cart counts;
 * nor has a cart with credits on it: their balance moves with the member's orders, payments and
 * conversions, which no version of this cart counts either.
 */
const cartStampStatement = statement('cart_stamp', (db) =>
  db
    .select({
      stamp: sql<string | null>`case when ${carts.couponId} is null and ${carts.giftVoucherId} is null
        and ${carts.creditsUsed} = 0 then concat_ws('|', ${carts.version}, (select coalesce(sum(${catalogChanges.changes}), 0) from ${catalogChanges})) end`,
    })
    .from(carts)
    .where(openCartOfToken()),
);

/** The open cart of this token in this shop with its stamp (see above); null when there is no such cart. */
export async function cartStamp(
  db: Executor,
  webInstanceId: number,
  tokenHash: string,
): Promise<{ stamp: string | null } | null> {
  const [row] = await cartStampStatement(db).execute({ tokenHash, webInstanceId });
  return row ?? null;
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

// --- Login and logout: the cart and its owner ---------------------------------------------------

/**
 * At login (issue 13: "keeps their cart"): the anonymous cart of the token becomes the user's, and
 * the user's other open carts (left on another device, or before a logout) pour their lines into it,
 * a line the anonymous cart has already keeping its count; the emptied carts go. Every cart touched
 * is locked in id order first, like every money-moving write. Returns the cart's id, or null when the
 * token has no open cart.
 */
export async function adoptCart(
  tx: Executor,
  { webInstanceId, userId, tokenHash }: { webInstanceId: number; userId: number; tokenHash: string },
): Promise<number | null> {
  const locked = await tx
    .select({ id: carts.id, tokenHash: carts.accessTokenHash })
    .from(carts)
    .where(
      and(
        eq(carts.webInstanceId, webInstanceId),
        eq(carts.status, 'open'),
        or(eq(carts.accessTokenHash, tokenHash), eq(carts.userId, userId)),
      ),
    )
    .orderBy(asc(carts.id))
    .for('update');
  const kept = locked.find((cart) => cart.tokenHash === tokenHash);
  if (!kept) return null;
  const others = locked.filter((cart) => cart.id !== kept.id).map((cart) => cart.id);
  if (others.length > 0) {
    await tx.execute(sql`
      insert into ${cartItems} (cart_id, product_id, size_id, count, hash)
      select ${kept.id}, product_id, size_id, count, hash from ${cartItems}
      where cart_id = any(${sql.param(others)}::int[]) order by cart_id desc, id
      on conflict (cart_id, size_id, hash) do nothing`);
    // Gift vouchers to buy are each a line of their own: all of them come along.
    await tx.update(cartGiftVouchers).set({ cartId: kept.id }).where(inArray(cartGiftVouchers.cartId, others));
    await tx.delete(carts).where(inArray(carts.id, others));
  }
  await tx
    .update(carts)
    .set({ userId, updatedAt: sql`now()`, version: sql`${carts.version} + 1` })
    .where(eq(carts.id, kept.id));
  return kept.id;
}

/**
 * At login without an anonymous cart: the user's newest open cart, handed to this browser under a
 * new token (`tokenHash`'s); the old token opens nothing any more. Returns whether there was one.
 */
export async function handOverUserCart(
  tx: Executor,
  { webInstanceId, userId, tokenHash }: { webInstanceId: number; userId: number; tokenHash: string },
): Promise<boolean> {
  const [newest] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.webInstanceId, webInstanceId), eq(carts.status, 'open'), eq(carts.userId, userId)))
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(1)
    .for('update');
  if (!newest) return false;
  await tx
    .update(carts)
    .set({ accessTokenHash: tokenHash, updatedAt: sql`now()`, version: sql`${carts.version} + 1` })
    .where(eq(carts.id, newest.id));
  return true;
}

/** A deleted account's open carts go with it: they hold its contact details. */
export async function deleteOpenCartsOfUser(tx: Executor, userId: number): Promise<void> {
  await tx.delete(carts).where(and(eq(carts.userId, userId), eq(carts.status, 'open')));
}
