import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable } from 'drizzle-orm/pg-core';
import { products } from './products';

/** What a nutrition product is eaten as: the picker fills fluid with drinks, solid shares with bars. */
export const nutritionFormEnum = pgEnum('nutrition_form', ['gel', 'bar', 'drink']);

/**
 * Nutrition facts of a nutrition product, per serving as its label prints them (issue 15 §4): what the
 * nutrition picker (@stride/rules' pickNutrition) turns a plan into quantities with. One row per product:
 * a multipack is its own product, with its own servings per pack.
 */
export const nutritionFacts = pgTable(
  'nutrition_facts',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    form: nutritionFormEnum('form').notNull(),
    carbohydrateG: integer('carbohydrate_g').notNull(),
    sodiumMg: integer('sodium_mg').notNull(),
    caffeineMg: integer('caffeine_mg').notNull().default(0),
    /** Water one serving of a drink mix is mixed with (ml); 0 for gels and bars. */
    fluidMl: integer('fluid_ml').notNull().default(0),
    servingsPerPack: integer('servings_per_pack').notNull(),
    vegan: boolean('vegan').notNull(),
    glutenFree: boolean('gluten_free').notNull(),
    /** Glucose (or maltodextrin) with fructose: absorbed beyond the ~60 g/h of glucose alone. */
    dualSource: boolean('dual_source').notNull(),
  },
  (t) => [
    check(
      'nutrition_facts_amounts',
      sql`${t.carbohydrateG} >= 0 and ${t.sodiumMg} >= 0 and ${t.caffeineMg} >= 0 and ${t.fluidMl} >= 0 and ${t.servingsPerPack} >= 1`,
    ),
    check('nutrition_facts_drink_fluid', sql`(${t.form} = 'drink') = (${t.fluidMl} > 0)`),
  ],
);
