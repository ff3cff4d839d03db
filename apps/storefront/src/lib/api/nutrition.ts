import { type NutritionPlanQuery, NutritionPlanResponseSchema } from '@stride/contract';
import { cache } from 'react';
import { apiGet } from './server-fetch';

/**
 * The nutrition plan and its products for checked inputs: the same for everyone who asks the same,
 * and as fresh as the catalog (its stock), so read like one (tagged `catalog`, at most 60 s old).
 */
export const getNutritionPlan = cache((query: NutritionPlanQuery) => {
  const search = new URLSearchParams({
    activity: query.activity,
    duration: String(query.duration),
    intensity: query.intensity,
    heat: query.heat,
    caffeine: query.caffeine ? 'yes' : 'no',
    vegan: query.vegan ? 'yes' : 'no',
    glutenFree: query.glutenFree ? 'yes' : 'no',
  });
  return apiGet(`/api/lib/v1/nutrition-plan?${search}`, NutritionPlanResponseSchema, { tags: ['nutrition'] });
});
