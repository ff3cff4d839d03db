import type { Alternate, AlternateKind, Alternates } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { LOCALES } from '@stride/i18n';
import type { ReservedFilter } from '@stride/rules';
import type { RequestContext } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { filteredListingAlternates } from './filtered-listing';
import {
  type AlternateRow,
  selectArticleAlternates,
  selectCategoryAlternates,
  selectPageAlternates,
  selectProductAlternates,
} from './queries';

/**
 * Each shop's row once, in the shops' order. Not found when the asking shop itself does not show the
 * thing under this urlTitle.
 */
function inShopOrder<Row extends AlternateRow>(ctx: RequestContext, rows: readonly Row[], urlTitle: string): Row[] {
  if (!rows.some((row) => row.locale === ctx.locale))
    throw new NotFoundError('not_found', { value: urlTitle }, 'urlTitle');
  return LOCALES.flatMap((locale) => rows.filter((row) => row.locale === locale).slice(0, 1));
}

const unfiltered = ({ locale, urlTitle }: AlternateRow): Alternate => ({ locale, urlTitle, filters: '' });

function rowsOf(
  database: DatabaseHandle,
  ctx: RequestContext,
  kind: Exclude<AlternateKind, 'category'>,
  urlTitle: string,
) {
  const { db } = database;
  switch (kind) {
    case 'product':
      return selectProductAlternates(db, ctx.webInstanceId, ctx.locale, urlTitle);
    case 'article':
      return selectArticleAlternates(db, ctx.webInstanceId, urlTitle);
    case 'page':
      return selectPageAlternates(db, ctx.webInstanceId, urlTitle);
  }
}

/**
 * The same product, category, article or page in every shop that shows it (hreflang links), in the
 * shops' order. A category with a filter path (`param`, only a category takes one) is its indexable
 * filtered listing, linked to the same listing in the shops that have it (filtered-listing.ts).
 */
export async function getAlternates(
  database: DatabaseHandle,
  ctx: RequestContext,
  disabled: readonly ReservedFilter[],
  kind: AlternateKind,
  urlTitle: string,
  param = '',
): Promise<Alternates> {
  if (kind !== 'category') {
    if (param !== '') throw new BadRequestError([{ field: 'param', key: 'unknown_keys', params: { values: 'param' } }]);
    return { items: inShopOrder(ctx, await rowsOf(database, ctx, kind, urlTitle), urlTitle).map(unfiltered) };
  }
  const shops = inShopOrder(ctx, await selectCategoryAlternates(database.db, ctx.locale, urlTitle), urlTitle);
  if (param === '') return { items: shops.map(unfiltered) };
  return { items: await filteredListingAlternates(database, ctx, disabled, shops, param) };
}
