import { describe, expect, it } from 'vitest';
import { type NutritionOffer, pickNutrition } from './nutrition-picker';
import {
  NUTRITION_ACTIVITIES,
  NUTRITION_HEATS,
  NUTRITION_INTENSITIES,
  type NutritionInputs,
  nutritionPlan,
} from './nutrition-plan';
import { seededRandom } from './seeded-random.fixtures';

const offer = (facts: Partial<NutritionOffer> & Pick<NutritionOffer, 'productId' | 'kind'>): NutritionOffer => ({
  carbohydrateG: 0,
  sodiumMg: 0,
  caffeineMg: 0,
  fluidMl: 0,
  servingsPerPack: 1,
  vegan: true,
  glutenFree: true,
  dualSource: false,
  packsInStock: 50,
  priceMinor: 100,
  ...facts,
});

// A small shop, facts per serving.
const dualGel = offer({
  productId: 1,
  kind: 'gel',
  carbohydrateG: 25,
  sodiumMg: 20,
  dualSource: true,
  priceMinor: 349,
});
const caffeineGel = offer({
  productId: 2,
  kind: 'gel',
  carbohydrateG: 25,
  sodiumMg: 20,
  caffeineMg: 100,
  dualSource: true,
  priceMinor: 399,
});
const glucoseGel = offer({ productId: 3, kind: 'gel', carbohydrateG: 22, sodiumMg: 10, priceMinor: 199 });
const isotonicTub = offer({
  productId: 4,
  kind: 'drink',
  carbohydrateG: 36,
  sodiumMg: 300,
  fluidMl: 500,
  servingsPerPack: 12,
  packsInStock: 10,
  priceMinor: 1899,
});
const dualDrink = offer({
  productId: 5,
  kind: 'drink',
  carbohydrateG: 80,
  sodiumMg: 480,
  fluidMl: 500,
  dualSource: true,
  packsInStock: 20,
  priceMinor: 399,
});
const oatBar = offer({
  productId: 6,
  kind: 'bar',
  carbohydrateG: 44,
  sodiumMg: 100,
  dualSource: true,
  glutenFree: false,
  priceMinor: 399,
});
const milkBar = offer({
  productId: 7,
  kind: 'bar',
  carbohydrateG: 26,
  sodiumMg: 40,
  vegan: false,
  glutenFree: false,
  priceMinor: 199,
});
const dualGelSixPack = offer({
  productId: 8,
  kind: 'gel',
  carbohydrateG: 25,
  sodiumMg: 20,
  dualSource: true,
  servingsPerPack: 6,
  packsInStock: 10,
  priceMinor: 1926,
});
const electrolyteTabs = offer({
  productId: 9,
  kind: 'drink',
  carbohydrateG: 2,
  sodiumMg: 320,
  fluidMl: 500,
  servingsPerPack: 12,
  packsInStock: 5,
  priceMinor: 899,
});
const SHOP = [
  dualGel,
  caffeineGel,
  glucoseGel,
  isotonicTub,
  dualDrink,
  oatBar,
  milkBar,
  dualGelSixPack,
  electrolyteTabs,
];

const roadRun: NutritionInputs = {
  activity: 'run',
  durationMinutes: 120,
  intensity: 'moderate',
  heat: 'mild',
  caffeine: false,
  vegan: false,
  glutenFree: false,
};

const pick = (inputs: NutritionInputs, offers: readonly NutritionOffer[] = SHOP) =>
  pickNutrition(nutritionPlan(inputs), inputs, offers);

describe('picking products for a plan', () => {
  it('a 2 h road run: two bottles of the isotonic drink and one gel for the rest', () => {
    // Plan: 90 g, 600 mg sodium, 1000 ml. Isotonic: 2 bottles (1000 ml) = 72 g, 600 mg — sodium and
    // fluid exact (the dual drink's one bottle leaves 500 ml and 120 mg; the tabs' two give 640 mg).
    // 18 g left: the 22 g gel comes closest (4 g off; a 25 g gel is 7 g off). Caffeine not wanted.
    expect(pick(roadRun)).toEqual({
      lines: [
        { productId: 4, packs: 1, servings: 2 },
        { productId: 3, packs: 1, servings: 1 },
      ],
      covered: { carbohydrateG: 94, sodiumMg: 610, caffeineMg: 0, drinkFluidMl: 1000 },
      waterMl: 0,
    });
  });

  it('a 5 h ultra in heat with caffeine: tabs, three caffeine gels, three bars, a six-pack of dual gels', () => {
    // Plan: 375 g (dual source), 3000 mg, 3750 ml, caffeine 300 mg, a third (125 g) solid.
    // Single-source products leave (glucose gel, isotonic, milk bar). Drinks may bring 375 − 125 = 250 g:
    // tabs ×7 (3500 ml, 2240 mg, 14 g) score 760/3000 + 250/3750 ≈ 0.32, the dual drink ×3 ≈ 1.12.
    // Caffeine gels: min(round(361/25) = 14, 300/100 = 3) = 3 → 75 g, 300 mg; 286 g left.
    // Bars for 125 g: 3 × 44 = 132 g; 154 g left. Gels: 6 × 25 = 150 g, as one six-pack (19.26)
    // rather than six singles (20.94). Sodium 2240 + 60 + 300 + 120 = 2720, short by 280 ≤ 300: no top-up.
    expect(pick({ ...roadRun, activity: 'ultra', durationMinutes: 300, heat: 'hot', caffeine: true })).toEqual({
      lines: [
        { productId: 9, packs: 1, servings: 7 },
        { productId: 2, packs: 3, servings: 3 },
        { productId: 6, packs: 3, servings: 3 },
        { productId: 8, packs: 1, servings: 6 },
      ],
      covered: { carbohydrateG: 371, sodiumMg: 2720, caffeineMg: 300, drinkFluidMl: 3500 },
      waterMl: 250,
    });
  });

  it('vegan and gluten-free on a 3 h trail run: no bar fits, so tabs and dual gels', () => {
    // Plan: 75 g/h → 225 g (dual), 900 mg, 1500 ml, 75 g solid. Drinks may bring 150 g: tabs ×3
    // (960 mg, 1500 ml) beat one dual drink. The oat bar is not gluten-free, the milk bar not vegan.
    // Gels for 219 g: 9 × 25 = 225 g as nine singles (31.41) rather than two six-packs (38.52).
    const picked = pick({ ...roadRun, activity: 'trail', durationMinutes: 180, vegan: true, glutenFree: true });
    expect(picked.lines).toEqual([
      { productId: 9, packs: 1, servings: 3 },
      { productId: 1, packs: 9, servings: 9 },
    ]);
    expect(picked.covered).toEqual({ carbohydrateG: 231, sodiumMg: 1140, caffeineMg: 0, drinkFluidMl: 1500 });
  });

  it('caffeine no: never a caffeinated product, even when it is the only gel', () => {
    const onlyCaffeine = [caffeineGel, dualDrink];
    expect(pick({ ...roadRun, durationMinutes: 300 }, onlyCaffeine).lines.map((line) => line.productId)).toEqual([5]);
    expect(
      pick({ ...roadRun, durationMinutes: 300, caffeine: true }, onlyCaffeine).lines.map((line) => line.productId),
    ).toContain(2);
  });

  it('under an hour picks nothing; a sold-out product is never picked', () => {
    expect(pick({ ...roadRun, durationMinutes: 45 })).toEqual({
      lines: [],
      covered: { carbohydrateG: 0, sodiumMg: 0, caffeineMg: 0, drinkFluidMl: 0 },
      waterMl: 0,
    });
    const soldOut = SHOP.map((o) => (o.productId === 4 ? { ...o, packsInStock: 0 } : o));
    expect(pick(roadRun, soldOut).lines.map((line) => line.productId)).not.toContain(4);
  });

  it('spreads over a second product when the best one runs short', () => {
    // 2 h easy road run, cool: 30 g/h → 60 g of carbohydrate; this shop has no drink.
    const scarce = [{ ...dualGel, packsInStock: 2 }, glucoseGel];
    const picked = pick({ ...roadRun, intensity: 'easy', heat: 'cool' }, scarce);
    // The 22 g gel alone: round(60/22) = 3 → 66 g (6 off) beats two 25 g gels (10 off).
    expect(picked.lines).toEqual([{ productId: 3, packs: 3, servings: 3 }]);
    const onlyScarce = pick({ ...roadRun, intensity: 'easy', heat: 'cool' }, [
      { ...dualGel, packsInStock: 1 },
      { ...glucoseGel, packsInStock: 1 },
    ]);
    // One of each: 25 g, then 22 g for the 35 g left → 47 g.
    expect(onlyScarce.lines).toEqual([
      { productId: 1, packs: 1, servings: 1 },
      { productId: 3, packs: 1, servings: 1 },
    ]);
  });
});

describe('picking products, for any inputs and any shop', () => {
  const random = seededRandom(2026_15);
  const integer = (below: number) => Math.floor(random() * below);
  const choose = <T>(items: readonly T[]) => items[integer(items.length)] as T;
  const kinds = ['gel', 'bar', 'drink'] as const;

  const randomShop = (): NutritionOffer[] =>
    Array.from({ length: integer(12) }, (_, index) => {
      const kind = choose(kinds);
      return offer({
        productId: index + 1,
        kind,
        carbohydrateG: kind === 'drink' && random() < 0.3 ? integer(4) : 10 + integer(70),
        sodiumMg: integer(600),
        caffeineMg: random() < 0.25 ? 25 * (1 + integer(6)) : 0,
        fluidMl: kind === 'drink' ? choose([250, 500, 750]) : 0,
        servingsPerPack: choose([1, 1, 6, 12, 24]),
        vegan: random() < 0.6,
        glutenFree: random() < 0.6,
        dualSource: random() < 0.5,
        packsInStock: integer(6),
        priceMinor: 100 + integer(3000),
      });
    });

  const cases = Array.from({ length: 800 }, () => {
    const inputs: NutritionInputs = {
      activity: choose(NUTRITION_ACTIVITIES),
      durationMinutes: 15 + integer(1426),
      intensity: choose(NUTRITION_INTENSITIES),
      heat: choose(NUTRITION_HEATS),
      caffeine: random() < 0.5,
      vegan: random() < 0.5,
      glutenFree: random() < 0.5,
    };
    return { inputs, plan: nutritionPlan(inputs), shop: randomShop() };
  });

  it('respects diet, caffeine choice and budget, and stock', () => {
    for (const { inputs, plan, shop } of cases) {
      const picked = pickNutrition(plan, inputs, shop);
      const byId = new Map(shop.map((o) => [o.productId, o]));
      let caffeine = 0;
      for (const line of picked.lines) {
        const product = byId.get(line.productId);
        if (!product) throw new Error('picked a product not offered');
        if (inputs.vegan) expect(product.vegan).toBe(true);
        if (inputs.glutenFree) expect(product.glutenFree).toBe(true);
        if (!inputs.caffeine) expect(product.caffeineMg).toBe(0);
        expect(line.packs).toBeGreaterThanOrEqual(1);
        expect(line.packs).toBeLessThanOrEqual(product.packsInStock);
        expect(line.servings).toBeLessThanOrEqual(line.packs * product.servingsPerPack);
        expect(line.servings).toBeGreaterThan((line.packs - 1) * product.servingsPerPack);
        caffeine += line.servings * product.caffeineMg;
      }
      expect(new Set(picked.lines.map((line) => line.productId)).size).toBe(picked.lines.length);
      expect(caffeine).toBe(picked.covered.caffeineMg);
      expect(caffeine).toBeLessThanOrEqual(plan.caffeineMaxMg);
    }
  });

  it('never drinks more than the fluid plan, and overshoots carbohydrate by half a serving at most', () => {
    for (const { inputs, plan, shop } of cases) {
      const picked = pickNutrition(plan, inputs, shop);
      expect(picked.covered.drinkFluidMl).toBeLessThanOrEqual(plan.fluid.total);
      expect(picked.waterMl).toBe(plan.fluid.total - picked.covered.drinkFluidMl);
      // Electrolyte tabs (5 g or less a serving) are picked for sodium, their few grams aside.
      const byId = new Map(shop.map((o) => [o.productId, o]));
      const fromFood = picked.lines.reduce((sum, line) => {
        const product = byId.get(line.productId);
        return product && product.carbohydrateG > 5 ? sum + line.servings * product.carbohydrateG : sum;
      }, 0);
      const largestServing = Math.max(0, ...shop.map((o) => o.carbohydrateG));
      expect(fromFood).toBeLessThanOrEqual(plan.carbohydrate.total + largestServing / 2);
      if (plan.carbohydrate.total === 0) expect(picked.lines).toEqual([]);
    }
  });

  it('meets the carbohydrate within half a gel when a plain gel is in good stock', () => {
    for (const { inputs, plan } of cases) {
      const gel = offer({ productId: 99, kind: 'gel', carbohydrateG: 25, dualSource: true, packsInStock: 200 });
      const picked = pickNutrition(plan, inputs, [gel]);
      expect(Math.abs(picked.covered.carbohydrateG - plan.carbohydrate.total)).toBeLessThanOrEqual(12.5);
    }
  });
});
