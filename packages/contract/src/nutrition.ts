import {
  NUTRITION_ACTIVITIES,
  NUTRITION_HEATS,
  NUTRITION_INTENSITIES,
  NUTRITION_MAX_MINUTES,
  NUTRITION_MIN_MINUTES,
} from '@stride/rules';
import { z } from 'zod';
import { ProductCardSchema } from './product';

/** A yes/no switch as a plain HTML form sends it: `yes`, or left out (an unchecked box sends nothing). */
const YesNoSchema = z
  .enum(['yes', 'no'])
  .default('no')
  .transform((value) => value === 'yes');

/**
 * GET /api/lib/v1/nutrition-plan (issue 15 §4): the effort, as the picker's form sends it. The names
 * are the form's fields, so the page passes its URL's query on unchanged.
 */
export const NutritionPlanQuerySchema = z.object({
  activity: z.enum(NUTRITION_ACTIVITIES),
  /** Minutes of the effort. */
  duration: z.coerce.number().int().min(NUTRITION_MIN_MINUTES).max(NUTRITION_MAX_MINUTES),
  intensity: z.enum(NUTRITION_INTENSITIES),
  heat: z.enum(NUTRITION_HEATS),
  caffeine: YesNoSchema,
  vegan: YesNoSchema,
  glutenFree: YesNoSchema,
});
export type NutritionPlanQuery = z.infer<typeof NutritionPlanQuerySchema>;
/** The query as it is written in a URL (before its strings become numbers and booleans). */
export type NutritionPlanQueryInput = z.input<typeof NutritionPlanQuerySchema>;

const TargetSchema = z.object({ perHour: z.number().int(), total: z.number().int() });

/** The plan's targets (@stride/rules' nutritionPlan): per hour and over the whole effort. */
export const NutritionTargetsSchema = z.object({
  carbohydrate: TargetSchema.extend({
    band: z.object({ min: z.number().int(), max: z.number().int() }),
    dualSource: z.boolean(),
    solidShare: z.number(),
  }),
  /** ml */
  fluid: TargetSchema,
  /** mg */
  sodium: TargetSchema,
  caffeineMaxMg: z.number().int(),
});

/** A product of the plan: its card, the size to add and how many packs, and what the servings used bring. */
export const NutritionPlanItemSchema = z.object({
  product: ProductCardSchema,
  sizeId: z.number().int().positive(),
  /** Packs to put in the cart. */
  count: z.number().int().positive(),
  /** Servings of those packs the plan uses. */
  servings: z.number().int().positive(),
  carbohydrateG: z.number().int(),
  sodiumMg: z.number().int(),
  caffeineMg: z.number().int(),
  /** Water the drink mix's servings are mixed with (ml); 0 for gels and bars. */
  fluidMl: z.number().int(),
});
export type NutritionPlanItem = z.infer<typeof NutritionPlanItemSchema>;

export const NutritionPlanResponseSchema = z.object({
  plan: NutritionTargetsSchema,
  items: z.array(NutritionPlanItemSchema),
  /** What the items' servings bring over the whole effort. */
  covered: z.object({
    carbohydrateG: z.number().int(),
    sodiumMg: z.number().int(),
    caffeineMg: z.number().int(),
    drinkFluidMl: z.number().int(),
  }),
  /** Fluid of the plan not drunk as drink mix (ml). */
  waterMl: z.number().int(),
});
export type NutritionPlanResponse = z.infer<typeof NutritionPlanResponseSchema>;
