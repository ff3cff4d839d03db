import type { Alternate, Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { LOCALES } from '@stride/i18n';
import {
  type FilterSelection,
  isFilterValue,
  isIndexableListing,
  printFilterPath,
  type ReservedFilter,
} from '@stride/rules';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { filterReference } from '../listing/filter-reference';
import type { FilterId } from '../listing/filter-source-queries';
import { selectedValueFilters } from '../listing/product-set';
import { resolveFilterParam } from '../listing/resolve-param';
import { type CategoryAlternateRow, selectParameterValueAlternates } from './queries';

/** The one value an indexable filtered listing selects ("Nike running shoes"). */
type ChosenValue = { id: FilterId; value: string };

/**
 * The one filter value of a selection search engines may index (decision 24), or null: no filter,
 * a second value or filter, a size or a price range. Only such a listing is a landing page worth
 * linking across the shops.
 */
function indexableValue(selection: FilterSelection): ChosenValue | null {
  if (!isIndexableListing({ selection, sorted: false })) return null;
  const [only, ...others] = selectedValueFilters(selection);
  const value = only?.[1].length === 1 ? only[1][0] : undefined;
  return only && others.length === 0 && value !== undefined ? { id: only[0], value } : null;
}

function selectionOf({ id, value }: ChosenValue): FilterSelection {
  return typeof id === 'number'
    ? { price: null, reserved: {}, parameters: [{ id, values: [value] }] }
    : { price: null, reserved: { [id]: [value] }, parameters: [] };
}

/**
 * The value's slug in each locale. A brand's `url_name` is every shop's; a parameter's value has a
 * URL value per locale. Another reserved filter (none is indexable today) is only known in the asking
 * shop: its words may differ per shop, and a guessed link would be a redirect.
 */
async function valueInEachLocale(
  database: DatabaseHandle,
  ctx: RequestContext,
  chosen: ChosenValue,
): Promise<Map<Locale, string[]>> {
  if (typeof chosen.id === 'number') {
    const rows = await selectParameterValueAlternates(database.db, chosen.id, ctx.locale, chosen.value);
    return new Map(
      LOCALES.map((locale) => [locale, rows.filter((row) => row.locale === locale).map((row) => row.urlValue)]),
    );
  }
  if (chosen.id === 'brand') return new Map(LOCALES.map((locale) => [locale, [chosen.value]]));
  return new Map([[ctx.locale, [chosen.value]]]);
}

/**
 * The same filtered category listing in each shop that has it, as `{ locale, urlTitle, filters }`
 * with the canonical filter path in that shop's language. `param` is resolved in the asking shop as
 * its listing resolves it (400 for bad syntax, 404 for an unknown filter name); anything but one
 * indexable value is a 404, since only indexable listings carry hreflang. A shop is a counterpart
 * when it shows the category (`shops`) and its own listing resolves the translated path to itself:
 * a value none of its listable products has would be dropped there, and the page would redirect to
 * the plain listing. A value whose translation is ambiguous (two URL values in one locale) links
 * nowhere rather than to a guess.
 */
export async function filteredListingAlternates(
  database: DatabaseHandle,
  ctx: RequestContext,
  disabled: readonly ReservedFilter[],
  shops: readonly CategoryAlternateRow[],
  param: string,
): Promise<Alternate[]> {
  const asked = await resolveFilterParam(database, ctx, disabled, param);
  const chosen = indexableValue(asked.selection);
  if (!chosen) throw new NotFoundError('not_found', { value: param }, 'param');
  const values = await valueInEachLocale(database, ctx, chosen);

  const counterparts = await Promise.all(
    shops.map(async (shop): Promise<Alternate | null> => {
      const candidates = [...new Set(values.get(shop.locale) ?? [])];
      const [value] = candidates;
      if (candidates.length !== 1 || value === undefined || !isFilterValue(value)) return null;
      const { catalogue } = await filterReference(database, shop.locale, disabled);
      // A parameter with no URL name in this locale has no filter in this shop.
      if (typeof chosen.id === 'number' && !catalogue.parameters.some(({ id }) => id === chosen.id)) return null;
      const filters = printFilterPath(selectionOf({ id: chosen.id, value }), shop.locale, catalogue).join('/');
      const there = await resolveFilterParam(database, shop, disabled, filters);
      return there.canonicalParam === filters ? { locale: shop.locale, urlTitle: shop.urlTitle, filters } : null;
    }),
  );
  return counterparts.filter((item): item is Alternate => item !== null);
}
