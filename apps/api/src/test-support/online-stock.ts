import type { DatabaseHandle } from '@stride/db';

/** Pieces of a size in the stores that ship, as the database holds them. */
export async function onlineStock(database: DatabaseHandle, sizeId: number): Promise<number> {
  const [row] = await database.query<{ pieces: number }>(
    `SELECT coalesce(sum(s.quantity), 0)::int AS pieces FROM stock s
     JOIN operation_units u ON u.id = s.operation_unit_id AND u.ships_online WHERE s.size_id = $1`,
    [sizeId],
  );
  return row?.pieces ?? -1;
}

/** Leaves exactly `pieces` of a size in the stores that ship (all in the first of them). */
export async function setOnlineStock(database: DatabaseHandle, sizeId: number, pieces: number): Promise<void> {
  await database.query(
    `UPDATE stock SET quantity = CASE WHEN operation_unit_id = (
        SELECT min(s.operation_unit_id) FROM stock s JOIN operation_units u ON u.id = s.operation_unit_id
        WHERE u.ships_online AND s.size_id = $1) THEN $2 ELSE 0 END
     WHERE size_id = $1 AND operation_unit_id IN (SELECT id FROM operation_units WHERE ships_online)`,
    [sizeId, pieces],
  );
}

/** Pieces of a size in one store (operation unit), as the database holds them; 0 when it has no row. */
export async function storeStock(database: DatabaseHandle, sizeId: number, operationUnitId: number): Promise<number> {
  const [row] = await database.query<{ pieces: number }>(
    'SELECT coalesce(sum(quantity), 0)::int AS pieces FROM stock WHERE size_id = $1 AND operation_unit_id = $2',
    [sizeId, operationUnitId],
  );
  return row?.pieces ?? -1;
}

/** Leaves exactly `pieces` of a size in one store, writing its stock row when the seed has none. */
export async function setStoreStock(
  database: DatabaseHandle,
  sizeId: number,
  operationUnitId: number,
  pieces: number,
): Promise<void> {
  await database.query(
    `INSERT INTO stock (size_id, operation_unit_id, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (size_id, operation_unit_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [sizeId, operationUnitId, pieces],
  );
}
