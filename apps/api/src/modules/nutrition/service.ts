import {
  type NutritionPlanItem,
  type NutritionPlanQuery,
  type NutritionPlanResponse,
  PRODUCT_CARD_FIELDS,
  type Product,
} from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { type NutritionInputs, type NutritionOffer, nutritionPlan, pickNutrition } from '@stride/rules';
import type { RequestContext } from '../../context';
import { loadProducts } from '../product-views/load-products';
import { project } from '../product-views/product-view';
import { loadNutritionFacts } from './queries';

/** The card's fields, and what the picker needs besides: whether it is sold and its size's stock. */
const FIELDS: (keyof Product)[] = [...PRODUCT_CARD_FIELDS, 'status', 'sizes'];

function inputsOf(query: NutritionPlanQuery): NutritionInputs {
  return {
    activity: query.activity,
    durationMinutes: query.duration,
    intensity: query.intensity,
    heat: query.heat,
    caffeine: query.caffeine,
    vegan: query.vegan,
    glutenFree: query.glutenFree,
  };
}

/**
 * GET /nutrition-plan (issue 15 §4): the plan for the effort, and the shop's products that meet it
 * with their quantities. Only products on sale here with pieces online may be picked; their cards
 * are the product views every listing shows (one generation-cached read), never a query of their own.
 */
export async function planNutrition(
  database: DatabaseHandle,
  ctx: RequestContext,
  query: NutritionPlanQuery,
): Promise<NutritionPlanResponse> {
  const inputs = inputsOf(query);
  const plan = nutritionPlan(inputs);
  const facts = await loadNutritionFacts(database.db);
  // A product not priced in this shop is not among the views at all.
  const products = new Map(
    (
      await loadProducts(
        database,
        ctx,
        facts.map((row) => row.productId),
        FIELDS,
      )
    ).map((p) => [p.id, p]),
  );
  const offers: NutritionOffer[] = facts.flatMap((row) => {
    const product = products.get(row.productId);
    // Nutrition is sold in one size; its pieces online are the packs the cart may take.
    const size = product?.sizes[0];
    if (!product || !size || product.status !== 'on_sale' || size.stock <= 0) return [];
    return [{ ...row, packsInStock: size.stock, priceMinor: product.finalPriceData.price }];
  });
  const picked = pickNutrition(plan, inputs, offers);
  const factsById = new Map(facts.map((row) => [row.productId, row]));
  const items = picked.lines.flatMap((line): NutritionPlanItem[] => {
    const product = products.get(line.productId);
    const fact = factsById.get(line.productId);
    const size = product?.sizes[0];
    if (!product || !fact || !size) return [];
    return [
      {
        product: project(product, PRODUCT_CARD_FIELDS) as NutritionPlanItem['product'],
        sizeId: size.id,
        count: line.packs,
        servings: line.servings,
        carbohydrateG: line.servings * fact.carbohydrateG,
        sodiumMg: line.servings * fact.sodiumMg,
        caffeineMg: line.servings * fact.caffeineMg,
        fluidMl: line.servings * fact.fluidMl,
      },
    ];
  });
  return { plan, items, covered: picked.covered, waterMl: picked.waterMl };
}
