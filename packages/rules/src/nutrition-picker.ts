/*
 * The nutrition picker's second step (issue 15 §4): a plan's targets and the products on offer (their
 * nutrition facts, stock and price) turned into product quantities. Pure: the api feeds it the shop's
 * products in stock and on sale, the tests feed it hand-made ones.
 *
 * Order of choice, each step working on what the steps before left:
 * 1. a drink mix (or electrolyte tabs) for the fluid and most of the sodium: whole bottles, never more
 *    than the fluid plan, and no more carbohydrate than the plan leaves after its solid share;
 * 2. when caffeine is wanted, one caffeinated gel, as many as the caffeine budget allows;
 * 3. on long trail and ultra efforts, bars for the plan's solid share of carbohydrate;
 * 4. gels for the carbohydrate still missing (bars when there are no gels);
 * 5. when sodium is still short by more than a tenth, electrolyte tabs in the water left to drink.
 * Quantities are whole servings, rounded to the nearest, so the carbohydrate is met within half a serving.
 */

import type { NutritionInputs, NutritionPlan } from './nutrition-plan';

export type NutritionProductKind = 'gel' | 'bar' | 'drink';

/** One product as the picker sees it: facts per serving, and what the shop has of it. */
export type NutritionOffer = {
  productId: number;
  kind: NutritionProductKind;
  carbohydrateG: number;
  sodiumMg: number;
  caffeineMg: number;
  /** Water a serving of drink mix is mixed with (ml); 0 for gels and bars. */
  fluidMl: number;
  servingsPerPack: number;
  vegan: boolean;
  glutenFree: boolean;
  /** Glucose + fructose (or maltodextrin + fructose): absorbed beyond 60 g/h. */
  dualSource: boolean;
  /** Packs in stock online: the cart will take at most these. */
  packsInStock: number;
  /** One pack's price (minor units): ties go to the cheaper choice. */
  priceMinor: number;
};

export type NutritionLine = {
  productId: number;
  /** Packs to put in the cart. */
  packs: number;
  /** Servings of those packs the plan uses (a multipack may hold more). */
  servings: number;
};

export type NutritionPick = {
  lines: NutritionLine[];
  /** What the used servings bring over the whole effort. */
  covered: { carbohydrateG: number; sodiumMg: number; caffeineMg: number; drinkFluidMl: number };
  /** The fluid plan not drunk as drink mix: plain water to carry or take at aid stations (ml). */
  waterMl: number;
};

/** A product whose serving carries this much carbohydrate or less is an electrolyte, not a carbohydrate source. */
const ELECTROLYTE_MAX_CARBS_G = 5;
/** Different products the carbohydrate of one step may be spread over (stock running short). */
const MAX_PRODUCTS_PER_STEP = 3;

type Chosen = { offer: NutritionOffer; servings: number };

const packsFor = (offer: NutritionOffer, servings: number) => Math.ceil(servings / offer.servingsPerPack);
const servingsInStock = (offer: NutritionOffer) => offer.packsInStock * offer.servingsPerPack;
const costOf = (chosen: Chosen) => packsFor(chosen.offer, chosen.servings) * chosen.offer.priceMinor;

/** Lower score first, then the cheaper packs, then the lower id: the same offers always give the same pick. */
function best(candidates: (Chosen & { score: number })[]): Chosen | null {
  let winner: (Chosen & { score: number }) | null = null;
  for (const candidate of candidates) {
    if (
      winner === null ||
      candidate.score < winner.score ||
      (candidate.score === winner.score &&
        (costOf(candidate) < costOf(winner) ||
          (costOf(candidate) === costOf(winner) && candidate.offer.productId < winner.offer.productId)))
    ) {
      winner = candidate;
    }
  }
  return winner;
}

/** The offers the runner may take: in stock, and fitting their diet and caffeine choice. */
export function eligibleOffers(
  offers: readonly NutritionOffer[],
  inputs: Pick<NutritionInputs, 'vegan' | 'glutenFree'>,
  plan: NutritionPlan,
): NutritionOffer[] {
  const allowed = offers.filter(
    (offer) =>
      offer.packsInStock >= 1 &&
      offer.servingsPerPack >= 1 &&
      (!inputs.vegan || offer.vegan) &&
      (!inputs.glutenFree || offer.glutenFree) &&
      (offer.caffeineMg === 0 || plan.caffeineMaxMg > 0),
  );
  // Above 60 g/h only glucose + fructose carbohydrate is absorbed; single-source products stay out,
  // unless the shop has no dual-source one to offer (then the single-source ones are better than nothing).
  if (!plan.carbohydrate.dualSource) return allowed;
  const dual = allowed.filter((offer) => offer.dualSource || offer.carbohydrateG <= ELECTROLYTE_MAX_CARBS_G);
  return dual.some((offer) => offer.dualSource) ? dual : allowed;
}

/** Step 1: the drink mix whose whole servings best meet the sodium and fluid plan without passing the carbohydrate. */
function chooseDrink(drinks: readonly NutritionOffer[], carbs: number, sodium: number, fluid: number): Chosen | null {
  const candidates = drinks.flatMap((offer) => {
    const byCarbs = offer.carbohydrateG > 0 ? Math.floor(carbs / offer.carbohydrateG) : Number.POSITIVE_INFINITY;
    const servings = Math.min(Math.floor(fluid / offer.fluidMl), byCarbs, servingsInStock(offer));
    if (!(servings >= 1)) return [];
    const score =
      Math.abs(sodium - servings * offer.sodiumMg) / Math.max(sodium, 1) +
      Math.abs(fluid - servings * offer.fluidMl) / Math.max(fluid, 1);
    return [{ offer, servings, score }];
  });
  return best(candidates);
}

/**
 * Whole servings of `offers` for `target` grams of carbohydrate: the product that comes closest, then
 * (stock running short) the next for what is left. `limit` caps a product's servings (the caffeine budget).
 */
function coverCarbohydrate(
  offers: readonly NutritionOffer[],
  target: number,
  limit: (offer: NutritionOffer) => number = () => Number.POSITIVE_INFINITY,
): Chosen[] {
  const chosen: Chosen[] = [];
  let remaining = target;
  while (chosen.length < MAX_PRODUCTS_PER_STEP) {
    const left = remaining;
    const candidates = offers.flatMap((offer) => {
      if (offer.carbohydrateG <= 0 || chosen.some((c) => c.offer.productId === offer.productId)) return [];
      const servings = Math.min(Math.round(left / offer.carbohydrateG), servingsInStock(offer), limit(offer));
      if (!(servings >= 1)) return [];
      return [{ offer, servings, score: Math.abs(left - servings * offer.carbohydrateG) }];
    });
    const pick = best(candidates);
    // Stop when the best pick would leave the plan no closer than it is.
    if (pick === null || Math.abs(left - pick.servings * pick.offer.carbohydrateG) >= Math.abs(left)) break;
    chosen.push(pick);
    remaining -= pick.servings * pick.offer.carbohydrateG;
  }
  return chosen;
}

const sumOf = (chosen: readonly Chosen[], fact: 'sodiumMg' | 'fluidMl' | 'carbohydrateG' | 'caffeineMg') =>
  chosen.reduce((sum, { offer, servings }) => sum + servings * offer[fact], 0);

/** Step 5: electrolyte servings for a sodium gap of more than a tenth of the plan, in the water still to drink. */
function topUpSodium(
  electrolytes: readonly NutritionOffer[],
  gap: number,
  waterLeft: number,
  planned: number,
): Chosen | null {
  if (gap <= planned / 10) return null;
  const candidates = electrolytes.flatMap((offer) => {
    const servings = Math.min(
      Math.round(gap / offer.sodiumMg),
      Math.floor(waterLeft / offer.fluidMl),
      servingsInStock(offer),
    );
    if (!(servings >= 1)) return [];
    return [{ offer, servings, score: Math.abs(gap - servings * offer.sodiumMg) }];
  });
  return best(candidates);
}

/** The plan as product quantities from `offers`; an effort that needs nothing gets no products. */
export function pickNutrition(
  plan: NutritionPlan,
  inputs: Pick<NutritionInputs, 'vegan' | 'glutenFree'>,
  offers: readonly NutritionOffer[],
): NutritionPick {
  const eligible = eligibleOffers(offers, inputs, plan);
  const chosen: Chosen[] = [];
  // A product picked by one step is not offered to the next: each product is one line.
  const ofKind = (kind: NutritionProductKind, caffeinated: boolean) =>
    eligible.filter(
      (offer) => offer.kind === kind && offer.caffeineMg > 0 === caffeinated && !chosen.some((c) => c.offer === offer),
    );
  let carbs = plan.carbohydrate.total;
  let caffeine = plan.caffeineMaxMg;
  const take = (picks: readonly Chosen[]) => {
    for (const pick of picks) {
      chosen.push(pick);
      carbs -= pick.servings * pick.offer.carbohydrateG;
      caffeine -= pick.servings * pick.offer.caffeineMg;
    }
  };

  if (plan.carbohydrate.total > 0 || plan.sodium.total > 0) {
    const solidCarbs = Math.round(plan.carbohydrate.total * plan.carbohydrate.solidShare);
    const drinks = ofKind('drink', false).filter((offer) => offer.fluidMl > 0);
    const drink = chooseDrink(drinks, carbs - solidCarbs, plan.sodium.total, plan.fluid.total);
    if (drink) take([drink]);
    if (caffeine > 0) {
      // One caffeinated product, as many servings as the budget and the carbohydrate allow.
      const budget = caffeine;
      const [caffeinated] = coverCarbohydrate(ofKind('gel', true), carbs, (offer) =>
        Math.floor(budget / offer.caffeineMg),
      );
      if (caffeinated) take([caffeinated]);
    }
    if (solidCarbs > 0) take(coverCarbohydrate(ofKind('bar', false), Math.min(solidCarbs, carbs)));
    const gels = coverCarbohydrate(ofKind('gel', false), carbs);
    take(gels.length > 0 ? gels : coverCarbohydrate(ofKind('bar', false), carbs));
    const topUp = topUpSodium(
      ofKind('drink', false).filter((offer) => offer.fluidMl > 0 && offer.carbohydrateG <= ELECTROLYTE_MAX_CARBS_G),
      plan.sodium.total - sumOf(chosen, 'sodiumMg'),
      plan.fluid.total - sumOf(chosen, 'fluidMl'),
      plan.sodium.total,
    );
    if (topUp) take([topUp]);
  }

  const covered = {
    carbohydrateG: sumOf(chosen, 'carbohydrateG'),
    sodiumMg: sumOf(chosen, 'sodiumMg'),
    caffeineMg: sumOf(chosen, 'caffeineMg'),
    drinkFluidMl: sumOf(chosen, 'fluidMl'),
  };
  return {
    lines: chosen.map(({ offer, servings }) => ({
      productId: offer.productId,
      packs: packsFor(offer, servings),
      servings,
    })),
    covered,
    waterMl: Math.max(0, plan.fluid.total - covered.drinkFluidMl),
  };
}
