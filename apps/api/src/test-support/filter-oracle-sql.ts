import type { DatabaseHandle } from '@stride/db';

/**
 * Independent answers for the filter tests, written as plain SQL apart from the api's builder: the
 * Slovak web instance's listable products (priced there, not retired) and what each filter means.
 */
export const LISTABLE = `SELECT p.id, pr.final_price, p.created_at FROM products p
  JOIN prices pr ON pr.product_id = p.id
  JOIN web_instances w ON w.id = pr.web_instance_id AND w.locale = 'sk'
  WHERE p.status <> 'retired'`;

/** Products with some size in stock in a unit that ships (online). */
export const WITH_ONLINE_SIZE = (sizeParam: string) => `EXISTS (SELECT 1 FROM product_sizes s
  JOIN stock st ON st.size_id = s.id AND st.quantity > 0
  JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
  WHERE s.product_id = l.id AND s.name = ${sizeParam})`;

export async function idsWhere(database: DatabaseHandle, where: string, params: unknown[] = []): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    `SELECT l.id FROM (${LISTABLE}) l JOIN products p ON p.id = l.id WHERE ${where} ORDER BY l.id`,
    params,
  );
  return rows.map((row) => Number(row.id));
}

/** A filterable parameter value in Slovak used by at least two listable products. */
export async function popularParameterValue(database: DatabaseHandle) {
  const [row] = await database.query<{ id: number; url_name: string; url_value: string; value_id: number }>(
    `SELECT pa.id, pt.url_name, vt.url_value, v.id AS value_id
       FROM parameter_values v
       JOIN parameters pa ON pa.id = v.parameter_id AND pa.filterable
       JOIN parameter_translations pt ON pt.parameter_id = pa.id AND pt.locale = 'sk'
       JOIN parameter_value_translations vt ON vt.parameter_value_id = v.id AND vt.locale = 'sk'
       JOIN product_parameter_values ppv ON ppv.parameter_value_id = v.id
       JOIN (${LISTABLE}) l ON l.id = ppv.product_id
      GROUP BY pa.id, pt.url_name, vt.url_value, v.id
     HAVING count(*) >= 2
      ORDER BY count(*) DESC, v.id LIMIT 1`,
  );
  if (!row) throw new Error('the seed has no filterable parameter value on two products');
  return { parameterId: Number(row.id), urlName: row.url_name, urlValue: row.url_value, valueId: Number(row.value_id) };
}
