import * as s from '../schema';
import { nutritionFactsOf } from './data/nutrition-facts';
import { planProducts } from './product-candidates';
import { PACK_COUNTS } from './product-texts';
import { Random } from './random';
import { rowsOf, type TableRows } from './table-rows';

/**
 * The nutrition facts of every nutrition product of a catalog of `count` (issue 15 §4). The catalog's
 * plan is drawn again from the same seed as buildProducts draws it (the `plan` stream, product id =
 * position + 1), so a product's facts follow its model and pack size: a 6-pack serves six times a single.
 */
export function buildNutritionFacts(count: number, seed: number): TableRows {
  const rows = planProducts(count, new Random('plan', seed)).flatMap(({ candidate, repetition }, index) => {
    if (candidate.kind !== 'nutrition') return [];
    const facts = nutritionFactsOf(candidate.model);
    const packCount = PACK_COUNTS[repetition % PACK_COUNTS.length] ?? 1;
    return [
      {
        productId: index + 1,
        form: candidate.model.type,
        carbohydrateG: facts.carbohydrateG,
        sodiumMg: facts.sodiumMg,
        caffeineMg: facts.caffeineMg,
        fluidMl: facts.fluidMl,
        servingsPerPack: facts.servingsPerUnit * packCount,
        vegan: facts.vegan,
        glutenFree: facts.glutenFree,
        dualSource: facts.dualSource,
      } satisfies typeof s.nutritionFacts.$inferInsert,
    ];
  });
  return rowsOf(s.nutritionFacts, rows);
}
