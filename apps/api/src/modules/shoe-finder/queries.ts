import type { Locale } from '@stride/contract';
import {
  and,
  type Executor,
  eq,
  inArray,
  parameters,
  parameterValues,
  parameterValueTranslations,
  tags,
  tagTranslations,
} from '@stride/db';

/** The product parameters the shoe scoring reads (rules/shoe-finder.ts `ShoeParameters`). */
export const SCORED_PARAMETERS = ['support', 'cushioning', 'surface', 'drop'] as const;
export type ScoredParameter = (typeof SCORED_PARAMETERS)[number];

/**
 * The scored parameters' values as the listing index names them in the locale (its filters hold a
 * value's localized slug), with the codes the scoring knows and, for the drop, the number.
 */
export function selectScoredParameterValues(db: Executor, locale: Locale) {
  return db
    .select({
      parameter: parameters.code,
      parameterId: parameters.id,
      code: parameterValues.code,
      slug: parameterValueTranslations.urlValue,
      number: parameterValues.numericValue,
    })
    .from(parameterValues)
    .innerJoin(parameters, eq(parameters.id, parameterValues.parameterId))
    .innerJoin(
      parameterValueTranslations,
      and(
        eq(parameterValueTranslations.parameterValueId, parameterValues.id),
        eq(parameterValueTranslations.locale, locale),
      ),
    )
    .where(inArray(parameters.code, [...SCORED_PARAMETERS]));
}

/** Every tag's code and its slug in the locale (the listing index's tags filter holds the slug). */
export function selectTagSlugs(db: Executor, locale: Locale) {
  return db
    .select({ code: tags.code, slug: tagTranslations.urlName })
    .from(tags)
    .innerJoin(tagTranslations, and(eq(tagTranslations.tagId, tags.id), eq(tagTranslations.locale, locale)));
}
