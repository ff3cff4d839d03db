import type { NutritionPlanQueryInput } from '@stride/contract';
import {
  NUTRITION_ACTIVITIES,
  NUTRITION_HEATS,
  NUTRITION_INTENSITIES,
  NUTRITION_MAX_MINUTES,
  NUTRITION_MIN_MINUTES,
} from '@stride/rules/browser';

/**
 * The nutrition picker's form state (its URL's query: `/app/food?activity=run&duration=120&…`) as one
 * path segment of the internal route `/{locale}/app/food/{view}`, as decision 8 folds a listing's query.
 *
 * Why: the page is the same for everyone who asks with the same inputs, so it is cached per URL like the
 * catalog; a cached page must not read `searchParams`, so `proxy.ts` folds the query into the path. A
 * plain GET form then works without JavaScript, the URL can be shared, and back and forward work. Only
 * the form's keys are kept, each reduced to the values it can take, so `?utm_source=…` or junk adds no
 * cache entries: a value the form cannot send becomes INVALID, which the page reports on its field.
 */

export const NUTRITION_FIELDS = [
  'activity',
  'duration',
  'intensity',
  'heat',
  'caffeine',
  'vegan',
  'glutenFree',
] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

/** The view of the bare page (no query): the form alone. */
export const EMPTY_NUTRITION_VIEW = '_';
/** A value the form cannot send, or a field left out: the page names the field. */
export const INVALID = '-';

/** The form's values as the URL gave them, normalized; null for the bare page. */
export type NutritionView = Record<NutritionField, string> | null;

const CHOICES: Record<Exclude<NutritionField, 'duration'>, readonly string[]> = {
  activity: NUTRITION_ACTIVITIES,
  intensity: NUTRITION_INTENSITIES,
  heat: NUTRITION_HEATS,
  caffeine: ['yes', 'no'],
  vegan: ['yes', 'no'],
  glutenFree: ['yes', 'no'],
};

/** Switches a form sends only when ticked: left out means no. */
const SWITCHES = new Set<NutritionField>(['caffeine', 'vegan', 'glutenFree']);

function normalized(field: NutritionField, raw: string | null): string {
  if (raw === null) return SWITCHES.has(field) ? 'no' : INVALID;
  const value = raw.trim();
  // Whole minutes within the api's range; anything else is one invalid view (whose page names the
  // range), so out-of-range numbers cannot fill the page cache with copies of that page.
  if (field === 'duration') {
    const minutes = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
    return minutes >= NUTRITION_MIN_MINUTES && minutes <= NUTRITION_MAX_MINUTES ? String(minutes) : INVALID;
  }
  return CHOICES[field].includes(value) ? value : INVALID;
}

/** The view of a request's query; a query without any of the form's keys is the bare page. */
export function nutritionViewOfQuery(query: URLSearchParams): NutritionView {
  if (!NUTRITION_FIELDS.some((field) => query.has(field))) return null;
  return Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, normalized(field, query.get(field))])) as Record<
    NutritionField,
    string
  >;
}

/** The view as a path segment; its characters need no percent-encoding. */
export function encodeNutritionView(view: NutritionView): string {
  if (view === null) return EMPTY_NUTRITION_VIEW;
  return NUTRITION_FIELDS.map((field) => `${field}=${view[field]}`).join('&');
}

/** The view of a segment written by encodeNutritionView; anything else reads as a query would. */
export function decodeNutritionView(segment: string): NutritionView {
  if (segment === EMPTY_NUTRITION_VIEW) return null;
  try {
    return nutritionViewOfQuery(new URLSearchParams(decodeURIComponent(segment)));
  } catch {
    return null;
  }
}

/** The view as the api's query (its field names are the form's); invalid values stay for the schema to refuse. */
export function apiQueryOf(view: Record<NutritionField, string>): NutritionPlanQueryInput {
  return {
    activity: view.activity as NutritionPlanQueryInput['activity'],
    duration: view.duration,
    intensity: view.intensity as NutritionPlanQueryInput['intensity'],
    heat: view.heat as NutritionPlanQueryInput['heat'],
    caffeine: view.caffeine as NutritionPlanQueryInput['caffeine'],
    vegan: view.vegan as NutritionPlanQueryInput['vegan'],
    glutenFree: view.glutenFree as NutritionPlanQueryInput['glutenFree'],
  };
}

/** The internal page route, `/{locale}/app/food`, with anything after it. */
export const NUTRITION_ROUTE = /^(\/[a-z]{2}\/app\/food)(\/.*)?$/;
