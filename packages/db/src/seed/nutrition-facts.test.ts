import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { openTestDatabase } from '../test-database';
import { DEFAULT_PRODUCT_COUNT } from './generate';

// The default-size catalog: every nutrition model in every pack size appears in it.
let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase({ products: DEFAULT_PRODUCT_COUNT, today: '2025-06-30' });
});
afterAll(async () => db.close());

type FactsRow = {
  name: string;
  form: string;
  carbohydrate_g: number;
  sodium_mg: number;
  caffeine_mg: number;
  fluid_ml: number;
  servings_per_pack: number;
  vegan: boolean;
  gluten_free: boolean;
  dual_source: boolean;
};

async function factsOf(name: string): Promise<FactsRow> {
  const [row] = await db.query<FactsRow>(
    `SELECT t.name, f.form, f.carbohydrate_g, f.sodium_mg, f.caffeine_mg, f.fluid_ml, f.servings_per_pack,
       f.vegan, f.gluten_free, f.dual_source
     FROM nutrition_facts f JOIN product_translations t ON t.product_id = f.product_id AND t.locale = 'sk'
     WHERE t.name = $1 LIMIT 1`,
    [name],
  );
  if (!row) throw new Error(`no facts for ${name}`);
  return row;
}

describe('the seed’s nutrition facts', () => {
  it('gives every nutrition product facts, and no other product any', async () => {
    const [missing] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE p.kind = 'nutrition'
       AND NOT EXISTS (SELECT 1 FROM nutrition_facts f WHERE f.product_id = p.id)`,
    );
    expect(missing?.n).toBe(0);
    const [others] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM nutrition_facts f JOIN products p ON p.id = f.product_id WHERE p.kind <> 'nutrition'`,
    );
    expect(others?.n).toBe(0);
    const [all] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM nutrition_facts`);
    expect(all?.n).toBeGreaterThan(100);
  });

  it('matches the makers’ labels: a Maurten Gel 100 is 25 g of dual-source carbohydrate, vegan and gluten-free', async () => {
    expect(await factsOf('Maurten Gel 100 energetický gél 40 g')).toMatchObject({
      form: 'gel',
      carbohydrate_g: 25,
      caffeine_mg: 0,
      fluid_ml: 0,
      servings_per_pack: 1,
      vegan: true,
      gluten_free: true,
      dual_source: true,
    });
    expect(await factsOf('Maurten Gel 100 CAF 100 energetický gél 40 g')).toMatchObject({ caffeine_mg: 100 });
  });

  it('counts a multipack’s servings, and a tub’s servings with the water each is mixed with', async () => {
    // A 6-pack of gels serves six; a 500 g tub of SiS GO Electrolyte twelve 500 ml bottles, a 6-pack of tubs 72.
    expect((await factsOf('Maurten Gel 100 energetický gél 6 × 40 g')).servings_per_pack).toBe(6);
    expect(await factsOf('SiS GO Electrolyte iónový nápoj citrón a limetka 500 g')).toMatchObject({
      form: 'drink',
      servings_per_pack: 12,
      fluid_ml: 500,
      dual_source: false,
    });
    expect((await factsOf('SiS GO Electrolyte iónový nápoj citrón a limetka 6 × 500 g')).servings_per_pack).toBe(72);
  });

  it('marks bars with oats or milk as neither vegan nor gluten-free, and only caffeinated models with caffeine', async () => {
    expect(await factsOf('SiS GO Energy Bar energetická tyčinka čokoláda 40 g')).toMatchObject({
      form: 'bar',
      vegan: false,
      gluten_free: false,
    });
    const caffeinated = await db.query<{ name: string }>(
      `SELECT DISTINCT p.model_code AS name FROM nutrition_facts f JOIN products p ON p.id = f.product_id
       WHERE f.caffeine_mg > 0 ORDER BY 1`,
    );
    expect(caffeinated.map((row) => row.name)).toEqual([
      'gu-roctane-energy-gel',
      'maurten-gel-100-caf-100',
      'sis-go-energy-caffeine-gel',
    ]);
  });

  it('counts a change of the facts as a catalog change, so cached pages and answers follow it', async () => {
    const version = async () =>
      (await db.query<{ v: number }>('SELECT coalesce(sum(changes), 0)::int AS v FROM catalog_changes'))[0]?.v ?? -1;
    const before = await version();
    await db.query(
      'UPDATE nutrition_facts SET sodium_mg = sodium_mg + 1 WHERE product_id = (SELECT min(product_id) FROM nutrition_facts)',
    );
    expect(await version()).toBe(before + 1);
  });
});
