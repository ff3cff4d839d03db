import { type Executor, nutritionFacts } from '@stride/db';

/**
 * The nutrition facts of every nutrition product (one row each, a few hundred in a shop): the
 * picker chooses among them, after the product views say which are on sale and in stock here.
 */
export async function loadNutritionFacts(db: Executor) {
  return db
    .select({
      productId: nutritionFacts.productId,
      kind: nutritionFacts.form,
      carbohydrateG: nutritionFacts.carbohydrateG,
      sodiumMg: nutritionFacts.sodiumMg,
      caffeineMg: nutritionFacts.caffeineMg,
      fluidMl: nutritionFacts.fluidMl,
      servingsPerPack: nutritionFacts.servingsPerPack,
      vegan: nutritionFacts.vegan,
      glutenFree: nutritionFacts.glutenFree,
      dualSource: nutritionFacts.dualSource,
    })
    .from(nutritionFacts)
    .orderBy(nutritionFacts.productId);
}

export type NutritionFactsRow = Awaited<ReturnType<typeof loadNutritionFacts>>[number];
