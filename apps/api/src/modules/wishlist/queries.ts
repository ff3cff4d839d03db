import { type Executor, preparableSql, type SQL, sql, statement } from '@stride/db';

/**
 * The wishlist's reads and writes, as named prepared statements (`statement`). A read is one statement
 * (the wishlist row and its lines as JSON). A heart's add or removal is one call of a function of
 * migration 0023, which locks the wishlist's row and then counts, writes and reads it in statements
 * of its own: a statement reads what was committed when it began, so what a change counts (the limit)
 * must be read by a statement that started after the lock was granted; in a function that takes one
 * round trip instead of BEGIN, the lock, the change and COMMIT. The merge at login locks here, then
 * moves the lines in one statement.
 *
 * A line is shown while its product is priced in the wishlist's shop, as the catalog shows products
 * by id (retired ones too: their page says "discontinued" and offers alternatives); a line whose
 * product the shop no longer has is left out of every answer, count and limit (spec §4). A deleted
 * product takes its lines with it (the foreign key cascades).
 */

const p = (name: string) => sql.placeholder(name);

/** One wishlist line as the answer needs it. */
export type WishlistLineRow = { id: number; productId: number };

/** A wishlist's shown lines, newest first; empty for none. */
export type WishlistRead = { id: number; lines: WishlistLineRow[] };

/**
 * The line `line` (an alias of wishlist_items or of a list of product ids) is shown in the shop
 * `webInstance` (an SQL expression). A scalar subquery, not EXISTS: PostgreSQL turns an EXISTS into a
 * join, and with statistics older than the wishlist tables it hashed all the shop's 1,500 prices for
 * a wishlist of ten lines; a scalar subquery stays one primary-key lookup per line.
 */
function shown(line: string, webInstance: SQL) {
  return sql`(select true from prices pr where pr.product_id = ${sql.raw(line)}.product_id
    and pr.web_instance_id = ${webInstance}) is not null`;
}

/** The lines of `rows` (a subquery of id, product_id) as one JSON array of WishlistLineRow, newest first. */
function linesJson(rows: SQL) {
  return sql`coalesce((select json_agg(json_build_object('id', l.id, 'productId', l.product_id) order by l.id desc)
    from (${rows}) l), '[]'::json)`;
}

/** The shown lines of the wishlist `wishlist` (an SQL expression) in the shop `webInstance`. */
function shownLines(wishlist: SQL, webInstance: SQL) {
  return sql`select i.id, i.product_id from wishlist_items i where i.wishlist_id = ${wishlist} and ${shown('i', webInstance)}`;
}

type Rows<Row> = { rows: Row[] };

const readOfUserStatement = statement('wishlist_read_of_user', (db) =>
  preparableSql(
    db,
    sql`select w.id, ${linesJson(shownLines(sql`w.id`, sql`${p('webInstanceId')}::int`))} as "lines"
      from wishlists w where w.user_id = ${p('userId')}::int and w.web_instance_id = ${p('webInstanceId')}::int`,
  ),
);

const readOfTokenStatement = statement('wishlist_read_of_token', (db) =>
  preparableSql(
    db,
    sql`select w.id, ${linesJson(shownLines(sql`w.id`, sql`${p('webInstanceId')}::int`))} as "lines"
      from wishlists w where w.token_hash = ${p('tokenHash')}::text
        and w.web_instance_id = ${p('webInstanceId')}::int and w.user_id is null`,
  ),
);

/** Whose wishlist: a logged-in user's, or the anonymous one of a cookie's token (hashed) in a shop. */
export type WishlistOwner = { webInstanceId: number } & ({ userId: number } | { tokenHash: string });

/** The owner's wishlist with its shown lines; null when they have none. Reads, never locks or creates. */
export async function readWishlist(db: Executor, owner: WishlistOwner): Promise<WishlistRead | null> {
  const result = (await ('userId' in owner
    ? readOfUserStatement(db).execute({ userId: owner.userId, webInstanceId: owner.webInstanceId })
    : readOfTokenStatement(db).execute({
        tokenHash: owner.tokenHash,
        webInstanceId: owner.webInstanceId,
      }))) as Rows<WishlistRead>;
  return result.rows[0] ?? null;
}

const lockOfUserStatement = statement('wishlist_lock_of_user', (db) =>
  preparableSql(
    db,
    sql`select id from wishlists where user_id = ${p('userId')}::int and web_instance_id = ${p('webInstanceId')}::int
      for update`,
  ),
);

const lockOfTokenStatement = statement('wishlist_lock_of_token', (db) =>
  preparableSql(
    db,
    sql`select id from wishlists where token_hash = ${p('tokenHash')}::text
      and web_instance_id = ${p('webInstanceId')}::int and user_id is null for update`,
  ),
);

/**
 * Locks the owner's wishlist row until the transaction ends, so that changes to one wishlist take
 * turns; its id, or null when the owner has none (a wishlist deleted while this waited is none).
 */
export async function lockWishlist(tx: Executor, owner: WishlistOwner): Promise<number | null> {
  const result = (await ('userId' in owner
    ? lockOfUserStatement(tx).execute({ userId: owner.userId, webInstanceId: owner.webInstanceId })
    : lockOfTokenStatement(tx).execute({ tokenHash: owner.tokenHash, webInstanceId: owner.webInstanceId }))) as Rows<{
    id: number;
  }>;
  return result.rows[0]?.id ?? null;
}

const createForUserStatement = statement('wishlist_create_for_user', (db) =>
  preparableSql(
    db,
    sql`insert into wishlists (web_instance_id, user_id) values (${p('webInstanceId')}::int, ${p('userId')}::int)
      on conflict (user_id) do nothing returning id`,
  ),
);

/**
 * A new wishlist of the user, or null when another request created theirs meanwhile (a user has one:
 * wishlists.user_id is unique; the insert waits for that request's commit, then does nothing).
 */
export async function createUserWishlist(tx: Executor, webInstanceId: number, userId: number): Promise<number | null> {
  const result = (await createForUserStatement(tx).execute({ webInstanceId, userId })) as Rows<{ id: number }>;
  return result.rows[0]?.id ?? null;
}

const createForTokenStatement = statement('wishlist_create_for_token', (db) =>
  preparableSql(
    db,
    sql`insert into wishlists (web_instance_id, token_hash) values (${p('webInstanceId')}::int, ${p('tokenHash')}::text)
      returning id`,
  ),
);

/** A new anonymous wishlist of a new token (its stored form); the row is the transaction's until it commits. */
export async function createTokenWishlist(tx: Executor, webInstanceId: number, tokenHash: string): Promise<number> {
  const result = (await createForTokenStatement(tx).execute({ webInstanceId, tokenHash })) as Rows<{ id: number }>;
  const [row] = result.rows;
  if (!row) throw new Error('createTokenWishlist: no row returned');
  return row.id;
}

/** The owner's columns of a heart's call: a user's id, or else a token's stored form. */
function ownerValues(owner: WishlistOwner) {
  return {
    webInstanceId: owner.webInstanceId,
    userId: 'userId' in owner ? owner.userId : null,
    tokenHash: 'tokenHash' in owner ? owner.tokenHash : null,
  };
}

/**
 * What an add found and did: the wishlist (null when the owner has none: nothing was done), whether
 * the shop has the product, whether it was on the wishlist, the shown lines before, and the lines after.
 */
export type AddOutcome = {
  wishlistId: number | null;
  sold: boolean;
  present: boolean;
  shown: number;
  lines: WishlistLineRow[];
};

const addStatement = statement('wishlist_add', (db) =>
  preparableSql(
    db,
    sql`select wishlist_id as "wishlistId", sold, present, shown, lines from stride_wishlist_add(
      ${p('webInstanceId')}::int, ${p('userId')}::int, ${p('tokenHash')}::text, ${p('productId')}::int, ${p('limit')}::int)`,
  ),
);

/**
 * Adds the product to the owner's wishlist when the shop has it, it is not there yet and the
 * wishlist holds fewer than `limit` shown lines; one call, its own transaction unless run in one.
 */
export async function addLine(
  db: Executor,
  owner: WishlistOwner,
  line: { productId: number; limit: number },
): Promise<AddOutcome> {
  const result = (await addStatement(db).execute({ ...ownerValues(owner), ...line })) as Rows<AddOutcome>;
  const [row] = result.rows;
  if (!row) throw new Error('addLine: no row returned');
  return row;
}

const removeStatement = statement('wishlist_remove', (db) =>
  preparableSql(
    db,
    sql`select wishlist_id as "wishlistId", removed, lines from stride_wishlist_remove(
      ${p('webInstanceId')}::int, ${p('userId')}::int, ${p('tokenHash')}::text, ${p('itemId')}::int, ${p('productId')}::int)`,
  ),
);

/** Which line to remove: by its own id (v1) or by its product's (v2). */
export type LinePick = { itemId: number } | { productId: number };

/** Removes a line of the owner's wishlist; how many it removed (0 or 1) and the lines left. */
export async function removeLine(
  db: Executor,
  owner: WishlistOwner,
  pick: LinePick,
): Promise<{ wishlistId: number | null; removed: number; lines: WishlistLineRow[] }> {
  const result = (await removeStatement(db).execute({
    ...ownerValues(owner),
    itemId: 'itemId' in pick ? pick.itemId : null,
    productId: 'productId' in pick ? pick.productId : null,
  })) as Rows<{ wishlistId: number | null; removed: number; lines: WishlistLineRow[] }>;
  const [row] = result.rows;
  if (!row) throw new Error('removeLine: no row returned');
  return row;
}

/**
 * The merge at login (POST …/items/bulk), in one statement on the locked wishlists: the cookie
 * wishlist's shown lines, oldest first, then the products asked for that the shop has, each product
 * once and none the account's wishlist holds already, are added until the limit; the cookie wishlist
 * is deleted (its lines with it). Answers the account's lines after the merge.
 */
const mergeStatement = statement('wishlist_merge', (tx) =>
  preparableSql(
    tx,
    sql`with lines as (${shownLines(sql`${p('targetId')}::int`, sql`${p('webInstanceId')}::int`)}
      ), offered as (
        select i.product_id, i.id::bigint as rank from wishlist_items i
        where i.wishlist_id = ${p('sourceId')}::int and ${shown('i', sql`${p('webInstanceId')}::int`)}
        union all
        select u.product_id, 2147483648 + u.rank from unnest(${p('productIds')}::int[]) with ordinality as u(product_id, rank)
        where ${shown('u', sql`${p('webInstanceId')}::int`)}
      ), wanted as (
        select o.product_id, min(o.rank) as rank from offered o
        where not exists (select 1 from lines l where l.product_id = o.product_id)
        group by o.product_id
      ), added as (
        insert into wishlist_items (wishlist_id, product_id)
        select ${p('targetId')}::int, w.product_id from wanted w order by w.rank
        limit greatest(${p('limit')}::int - (select count(*) from lines), 0)
        on conflict (wishlist_id, product_id) do nothing
        returning id, product_id
      ), dropped as (
        delete from wishlists where id = ${p('sourceId')}::int
      )
      select ${linesJson(sql`select id, product_id from lines union all select id, product_id from added`)} as "lines"`,
  ),
);

export async function mergeInto(
  tx: Executor,
  merge: {
    targetId: number;
    sourceId: number | null;
    productIds: readonly number[];
    webInstanceId: number;
    limit: number;
  },
): Promise<WishlistLineRow[]> {
  const result = (await mergeStatement(tx).execute({ ...merge, productIds: [...merge.productIds] })) as Rows<{
    lines: WishlistLineRow[];
  }>;
  const [row] = result.rows;
  if (!row) throw new Error('mergeInto: no row returned');
  return row.lines;
}
