import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { openTestDatabase } from '../test-database';
import { DEFAULT_PRODUCT_COUNT } from './generate';

/**
 * The shoe-choosing app (issue 15 §3) scores every shoe by its support type, cushioning, drop,
 * surface and what it is made for (its use tags). A shoe missing one would be scored on guesses or
 * left out of the result, so every shoe of the default catalog must carry all of them.
 */
let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase({ products: DEFAULT_PRODUCT_COUNT });
});
afterAll(async () => db.close());

/** The shoes lacking exactly one value of the parameter, by name. */
async function shoesWithoutOne(parameter: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT t.name FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'sk'
      WHERE p.kind = 'shoes' AND (
        SELECT count(*) FROM product_parameter_values ppv
          JOIN parameter_values v ON v.id = ppv.parameter_value_id
          JOIN parameters pa ON pa.id = v.parameter_id AND pa.code = $1
         WHERE ppv.product_id = p.id) <> 1
      ORDER BY p.id`,
    [parameter],
  );
  return rows.map((row) => row.name);
}

describe('the seed’s shoes', () => {
  it('exist in numbers worth scoring', async () => {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE kind = 'shoes'`);
    expect(row?.n).toBeGreaterThan(500);
  });

  it.each(['support', 'cushioning', 'surface', 'drop'])('each have exactly one %s value', async (parameter) => {
    expect(await shoesWithoutOne(parameter)).toEqual([]);
  });

  it('each have a drop with its number in mm', async () => {
    const rows = await db.query<{ code: string }>(
      `SELECT v.code FROM parameter_values v JOIN parameters pa ON pa.id = v.parameter_id AND pa.code = 'drop'
        WHERE v.numeric_value IS NULL OR v.numeric_value < 0 OR v.numeric_value > 16`,
    );
    expect(rows).toEqual([]);
  });

  it('each say what they are made for: everyday training, tempo or racing (a carbon plate)', async () => {
    const rows = await db.query<{ name: string }>(
      `SELECT t.name FROM products p
         JOIN product_translations t ON t.product_id = p.id AND t.locale = 'sk'
        WHERE p.kind = 'shoes' AND NOT EXISTS (
          SELECT 1 FROM product_tags pt JOIN tags g ON g.id = pt.tag_id
           WHERE pt.product_id = p.id AND g.code IN ('daily-trainer', 'tempo', 'carbon-plate'))
        ORDER BY p.id`,
    );
    expect(rows.map((row) => row.name)).toEqual([]);
  });

  it('come with both support types, every cushioning and both surfaces', async () => {
    const rows = await db.query<{ code: string; value: string }>(
      `SELECT DISTINCT pa.code, v.code AS value FROM products p
         JOIN product_parameter_values ppv ON ppv.product_id = p.id
         JOIN parameter_values v ON v.id = ppv.parameter_value_id
         JOIN parameters pa ON pa.id = v.parameter_id AND pa.code IN ('support', 'cushioning', 'surface')
        WHERE p.kind = 'shoes' ORDER BY pa.code, v.code`,
    );
    expect(rows.map((row) => `${row.code}:${row.value}`)).toEqual([
      'cushioning:low',
      'cushioning:max',
      'cushioning:medium',
      'support:neutral',
      'support:stability',
      'surface:road',
      'surface:trail',
    ]);
  });
});
