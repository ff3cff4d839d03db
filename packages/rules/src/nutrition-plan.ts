/*
 * The nutrition picker's plan (issue 15 §4): what a runner should take in per hour of an effort, from
 * current sports-nutrition guidance (ACSM/IOC position stands; Jeukendrup's carbohydrate ladder):
 * - carbohydrate: none needed under about an hour; about 30–60 g/h for 1–2.5 h; 60 up to 90 g/h for
 *   longer efforts, where more than ~60 g/h is only absorbed from glucose + fructose ("dual source")
 *   products, since the intestine's glucose transporter saturates at about 60 g/h;
 * - fluid: roughly 400–800 ml/h, more in heat and at higher effort (drinking to a plan, not to excess);
 * - sodium: about 300–800 mg per hour, the saltier end in heat, where sweat loses more of it;
 * - caffeine: about 3 mg/kg helps endurance; the plan caps it per two hours of effort.
 * Pure and deterministic: the api and its tests call it with the visitor's inputs.
 */

export const NUTRITION_ACTIVITIES = ['run', 'race', 'trail', 'ultra'] as const;
export type NutritionActivity = (typeof NUTRITION_ACTIVITIES)[number];

export const NUTRITION_INTENSITIES = ['easy', 'moderate', 'hard'] as const;
export type NutritionIntensity = (typeof NUTRITION_INTENSITIES)[number];

/** Cool: under ~15 °C; mild: ~15–24 °C; hot: above ~24 °C or humid. */
export const NUTRITION_HEATS = ['cool', 'mild', 'hot'] as const;
export type NutritionHeat = (typeof NUTRITION_HEATS)[number];

/** The shortest and longest effort the picker plans, in minutes. */
export const NUTRITION_MIN_MINUTES = 15;
export const NUTRITION_MAX_MINUTES = 24 * 60;

export type NutritionInputs = {
  activity: NutritionActivity;
  durationMinutes: number;
  intensity: NutritionIntensity;
  heat: NutritionHeat;
  caffeine: boolean;
  vegan: boolean;
  glutenFree: boolean;
};

/** A per-hour target and what it adds up to over the whole effort. */
export type NutritionTarget = { perHour: number; total: number };

export type NutritionPlan = {
  carbohydrate: NutritionTarget & {
    /** The guidance band for this duration (g/h); the target sits in it by intensity. */
    band: { min: number; max: number };
    /** Above 60 g/h: carbohydrate should come from glucose + fructose products. */
    dualSource: boolean;
    /** The share of carbohydrate meant to come from solid food (bars): long trail and ultra efforts. */
    solidShare: number;
  };
  /** ml */
  fluid: NutritionTarget;
  /** mg */
  sodium: NutritionTarget;
  /** The most caffeine (mg) the whole effort should bring; 0 when the runner wants none. */
  caffeineMaxMg: number;
};

/** Below an hour the body's glycogen covers the effort: no carbohydrate, no sodium needed. */
const FUELLED_FROM_MINUTES = 60;
/** From 2.5 h, the higher carbohydrate band. */
const LONG_FROM_MINUTES = 150;

const CARB_BANDS = {
  none: { min: 0, max: 0 },
  medium: { min: 30, max: 60 },
  long: { min: 60, max: 90 },
} as const;

/** Where in the band each intensity lands: easy at its bottom, hard at its top. */
const BAND_POSITION: Record<NutritionIntensity, number> = { easy: 0, moderate: 0.5, hard: 1 };

/** Hourly fluid (ml) by heat, moved by intensity. */
const FLUID_BY_HEAT: Record<NutritionHeat, number> = { cool: 400, mild: 500, hot: 750 };
const FLUID_BY_INTENSITY: Record<NutritionIntensity, number> = { easy: -100, moderate: 0, hard: 100 };

/** Sodium to replace per litre drunk (mg/l): sweat is saltier, and more of it, in heat. */
const SODIUM_PER_LITRE: Record<NutritionHeat, number> = { cool: 500, mild: 600, hot: 800 };

/** Caffeine per started two hours of effort, and at most for a whole effort (mg). */
const CAFFEINE_PER_TWO_HOURS_MG = 100;
const CAFFEINE_MAX_MG = 300;

/** On long trail and ultra efforts, a third of the carbohydrate from solid food: slower, steadier, easier on the gut. */
const SOLID_SHARE = 1 / 3;

function totalOver(perHour: number, minutes: number): number {
  return Math.round((perHour * minutes) / 60);
}

export function carbohydrateBand(durationMinutes: number): { min: number; max: number } {
  if (durationMinutes < FUELLED_FROM_MINUTES) return CARB_BANDS.none;
  return durationMinutes <= LONG_FROM_MINUTES ? CARB_BANDS.medium : CARB_BANDS.long;
}

/** The targets per hour and in total for an effort. */
export function nutritionPlan(inputs: NutritionInputs): NutritionPlan {
  const minutes = inputs.durationMinutes;
  const fuelled = minutes >= FUELLED_FROM_MINUTES;
  const band = carbohydrateBand(minutes);
  const carbsPerHour = Math.round(band.min + (band.max - band.min) * BAND_POSITION[inputs.intensity]);
  // A short effort needs no drink, except in heat, where even half an hour costs fluid.
  const drinks = fuelled || inputs.heat === 'hot';
  const fluidPerHour = drinks ? FLUID_BY_HEAT[inputs.heat] + FLUID_BY_INTENSITY[inputs.intensity] : 0;
  const sodiumPerHour = fuelled ? Math.round((fluidPerHour * SODIUM_PER_LITRE[inputs.heat]) / 1000) : 0;
  const solid = (inputs.activity === 'trail' || inputs.activity === 'ultra') && minutes > LONG_FROM_MINUTES;
  return {
    carbohydrate: {
      perHour: carbsPerHour,
      total: totalOver(carbsPerHour, minutes),
      band,
      dualSource: carbsPerHour > 60,
      solidShare: solid ? SOLID_SHARE : 0,
    },
    fluid: { perHour: fluidPerHour, total: totalOver(fluidPerHour, minutes) },
    sodium: { perHour: sodiumPerHour, total: totalOver(sodiumPerHour, minutes) },
    caffeineMaxMg:
      inputs.caffeine && fuelled ? Math.min(CAFFEINE_MAX_MG, CAFFEINE_PER_TWO_HOURS_MG * Math.ceil(minutes / 120)) : 0,
  };
}
