import { type NutritionPlanQuery, NutritionPlanQuerySchema } from '@stride/contract';
import { apiQueryOf, NUTRITION_FIELDS, type NutritionField, type NutritionView } from '@/lib/nutrition/plan-view';

/** What the form shows before anything was asked: a 90-minute moderate run in mild weather. */
export const DEFAULT_FORM: Record<NutritionField, string> = {
  activity: 'run',
  duration: '90',
  intensity: 'moderate',
  heat: 'mild',
  caffeine: 'no',
  vegan: 'no',
  glutenFree: 'no',
};

export type NutritionRequest =
  | { kind: 'form' }
  | { kind: 'plan'; query: NutritionPlanQuery }
  | { kind: 'invalid'; fields: NutritionField[] };

const isField = (value: unknown): value is NutritionField => (NUTRITION_FIELDS as readonly unknown[]).includes(value);

/**
 * What the URL asks for, checked with the api's own schema (the contract's): the bare form, a plan
 * to show, or the fields to correct. The api is asked only for inputs it accepts.
 */
export function nutritionRequestOf(view: NutritionView): NutritionRequest {
  if (view === null) return { kind: 'form' };
  const parsed = NutritionPlanQuerySchema.safeParse(apiQueryOf(view));
  if (parsed.success) return { kind: 'plan', query: parsed.data };
  const fields = NUTRITION_FIELDS.filter((field) => parsed.error.issues.some((issue) => issue.path[0] === field));
  return { kind: 'invalid', fields: fields.length > 0 ? fields : NUTRITION_FIELDS.filter(isField) };
}

/** The values the form shows: the URL's where it gave a usable one, the defaults elsewhere. */
export function formValuesOf(view: NutritionView, invalid: readonly NutritionField[]): Record<NutritionField, string> {
  if (view === null) return DEFAULT_FORM;
  return Object.fromEntries(
    NUTRITION_FIELDS.map((field) => [
      field,
      invalid.includes(field) ? (field === 'duration' ? '' : DEFAULT_FORM[field]) : view[field],
    ]),
  ) as Record<NutritionField, string>;
}
