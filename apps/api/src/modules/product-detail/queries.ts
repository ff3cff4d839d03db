import type { Locale } from '@stride/contract';
import { type Executor, sql } from '@stride/db';

/**
 * The product detail's own lookups. Everything a product card carries comes from the catalog's
 * loadProducts; these add what only the detail needs: the product by urlTitle with its description
 * and main category, the stores holding each size, the breadcrumb path and the ids of the related
 * products and alternatives. Each is one statement, whatever the number of sizes or stores.
 */

export type ProductLookupRow = {
  id: number;
  description: string;
  status: 'on_sale' | 'not_on_sale' | 'retired';
  kind: string;
  finalPrice: number;
  mainCategoryId: number | null;
};

/** The product with this urlTitle in the locale that is priced in the web instance, or undefined. */
export async function selectProductByUrlTitle(
  db: Executor,
  webInstanceId: number,
  locale: Locale,
  urlTitle: string,
): Promise<ProductLookupRow | undefined> {
  const { rows } = await db.execute<ProductLookupRow>(sql`
    select p.id, t.description, p.status, p.kind, pr.final_price as "finalPrice",
      (select pc.category_id from product_categories pc
        where pc.product_id = p.id order by pc.is_main desc, pc.category_id limit 1) as "mainCategoryId"
      from product_translations t
      join products p on p.id = t.product_id
      join prices pr on pr.product_id = p.id and pr.web_instance_id = ${webInstanceId}
     where t.locale = ${locale} and t.url_title = ${urlTitle}`);
  const row = rows[0];
  return row && { ...row, id: Number(row.id), finalPrice: Number(row.finalPrice) };
}

export type SizeStoreRow = { sizeId: number; id: number; name: string; town: string; stock: number };

/** Per size of the product, the stores (units that do not ship) with pieces, in store order. */
export async function selectSizeStores(db: Executor, productId: number, locale: Locale): Promise<SizeStoreRow[]> {
  const { rows } = await db.execute<SizeStoreRow>(sql`
    select s.id as "sizeId", u.id, coalesce(ut.name, u.name) as name, u.town, st.quantity as stock
      from product_sizes s
      join stock st on st.size_id = s.id and st.quantity > 0
      join operation_units u on u.id = st.operation_unit_id and not u.ships_online
      left join operation_unit_translations ut on ut.operation_unit_id = u.id and ut.locale = ${locale}
     where s.product_id = ${productId}
     order by u.position, u.id`);
  return rows.map((row) => ({ ...row, sizeId: Number(row.sizeId), id: Number(row.id), stock: Number(row.stock) }));
}

export type CategoryPathRow = { id: number; name: string; urlName: string };

/** The category and its ancestors named in the locale, top first; untranslated ones left out. */
export async function selectCategoryPath(db: Executor, categoryId: number, locale: Locale): Promise<CategoryPathRow[]> {
  const { rows } = await db.execute<CategoryPathRow & { depth: number }>(sql`
    with recursive path(id, parent_id, depth) as (
      select c.id, c.parent_id, 0 from categories c where c.id = ${categoryId}
      union all
      select c.id, c.parent_id, path.depth + 1 from categories c join path on c.id = path.parent_id
       where path.depth < 20
    )
    select path.id, t.name, t.url_name as "urlName", path.depth
      from path join category_translations t on t.category_id = path.id and t.locale = ${locale}
     order by path.depth desc`);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, urlName: row.urlName }));
}

/** How many of a category's best recommended products the related ones are chosen from. */
const RELATED_CANDIDATES = 100;

/**
 * Up to `limit` on-sale products of the category priced in the web instance, not `productId`:
 * among the category's best recommended, those with a piece online first, then by recommendation.
 * The candidates are bounded so a big category is not scanned for its stock.
 */
export async function selectRelatedIds(
  db: Executor,
  webInstanceId: number,
  categoryId: number,
  productId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select c.id from (
      select p.id, p.recommended_score
        from products p
        join prices pr on pr.product_id = p.id and pr.web_instance_id = ${webInstanceId}
       where p.status = 'on_sale' and p.id <> ${productId}
         and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${categoryId})
       order by p.recommended_score desc nulls last, p.id
       limit ${RELATED_CANDIDATES}
    ) c
    order by exists (
        select 1 from product_sizes s
          join stock st on st.size_id = s.id and st.quantity > 0
          join operation_units u on u.id = st.operation_unit_id and u.ships_online
         where s.product_id = c.id) desc,
      c.recommended_score desc nulls last, c.id
    limit ${limit}`);
  return rows.map((row) => Number(row.id));
}

/**
 * Up to `limit` on-sale products of the category and kind priced in the web instance, final price
 * closest to `price` first: what a shopper of a discontinued model would look at instead.
 */
export async function selectAlternativeIds(
  db: Executor,
  webInstanceId: number,
  categoryId: number,
  kind: string,
  price: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id
      from products p
      join prices pr on pr.product_id = p.id and pr.web_instance_id = ${webInstanceId}
     where p.status = 'on_sale' and p.kind::text = ${kind}
       and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${categoryId})
     order by abs(pr.final_price - ${price}), p.id
     limit ${limit}`);
  return rows.map((row) => Number(row.id));
}
