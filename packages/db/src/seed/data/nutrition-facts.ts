import type { NutritionProduct } from './nutrition-electronics';

/**
 * Nutrition facts per serving of every nutrition model (issue 15 §4), as the makers' labels print
 * them (rounded): carbohydrate g, sodium mg, caffeine mg, the water a drink mix serving is mixed with
 * (ml), servings in one unit (a tub or a tube of tabs holds many), vegan, gluten-free, and whether the
 * carbohydrate is glucose (or maltodextrin) with fructose. The seed test fails for a model left out.
 */
export type NutritionFactsPerServing = {
  carbohydrateG: number;
  sodiumMg: number;
  caffeineMg: number;
  fluidMl: number;
  servingsPerUnit: number;
  vegan: boolean;
  glutenFree: boolean;
  dualSource: boolean;
};

// brand|model | carbs g | sodium mg | caffeine mg | fluid ml | servings per unit | flags (v = vegan, g = gluten-free, d = dual source)
const FACTS_TABLE = `
Maurten|Gel 100|25|20|0|0|1|vgd
Maurten|Gel 100 CAF 100|25|20|100|0|1|vgd
Maurten|Gel 160|40|30|0|0|1|vgd
Maurten|Drink Mix 160|39|200|0|500|1|vgd
Maurten|Drink Mix 320|79|400|0|500|1|vgd
Maurten|Solid 225|44|90|0|0|1|vd
SiS|GO Isotonic Energy Gel|22|10|0|0|1|vg
SiS|Beta Fuel Gel|40|20|0|0|1|vgd
SiS|GO Energy + Caffeine Gel|22|10|75|0|1|vg
SiS|GO Energy Bar|26|40|0|0|1|
SiS|GO Electrolyte|36|290|0|500|12|vg
SiS|Beta Fuel Drink|80|480|0|500|1|vgd
GU|Energy Gel|22|60|0|0|1|vgd
GU|Roctane Energy Gel|21|125|35|0|1|vgd
GU|Energy Stroopwafel|21|55|0|0|1|
GU|Hydration Drink Tabs|2|320|0|500|12|vg
Enervit|Sport Gel|18|20|0|0|1|vg
Enervit|Carbo Gel C2:1|40|120|0|0|1|vgd
Enervit|Sport Isotonic Drink|27|250|0|500|14|vg
Enervit|Sport Competition Bar|21|30|0|0|1|
Isostar|Hydrate & Perform|36|320|0|500|10|vg
Isostar|Energy Sport Bar|28|50|0|0|1|
Isostar|Actifood Gel|62|150|0|0|1|vgd
`;

const FACTS = new Map<string, NutritionFactsPerServing>(
  FACTS_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [brand, model, carbs, sodium, caffeine, fluid, servings, flags = ''] = line.split('|');
      return [
        `${brand}|${model}`,
        {
          carbohydrateG: Number(carbs),
          sodiumMg: Number(sodium),
          caffeineMg: Number(caffeine),
          fluidMl: Number(fluid),
          servingsPerUnit: Number(servings),
          vegan: flags.includes('v'),
          glutenFree: flags.includes('g'),
          dualSource: flags.includes('d'),
        },
      ];
    }),
);

/** The facts of a nutrition model; a model without them is a seed error, not a product without facts. */
export function nutritionFactsOf(model: NutritionProduct): NutritionFactsPerServing {
  const facts = FACTS.get(`${model.brand}|${model.model}`);
  if (!facts) throw new Error(`no nutrition facts for ${model.brand} ${model.model}`);
  return facts;
}
