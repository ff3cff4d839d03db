import type { AlternateKind, Alternates } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { LOCALES } from '@stride/i18n';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import {
  type AlternateRow,
  selectArticleAlternates,
  selectCategoryAlternates,
  selectPageAlternates,
  selectProductAlternates,
} from './queries';

function rowsOf(database: DatabaseHandle, ctx: RequestContext, kind: AlternateKind, urlTitle: string) {
  const { db } = database;
  switch (kind) {
    case 'product':
      return selectProductAlternates(db, ctx.webInstanceId, ctx.locale, urlTitle);
    case 'category':
      return selectCategoryAlternates(db, ctx.locale, urlTitle);
    case 'article':
      return selectArticleAlternates(db, ctx.webInstanceId, urlTitle);
    case 'page':
      return selectPageAlternates(db, ctx.webInstanceId, urlTitle);
  }
}

/**
 * The same product, category, article or page in every shop that shows it (hreflang links), in the
 * shops' order. Not found when the asking shop itself does not show it under this urlTitle.
 */
export async function getAlternates(
  database: DatabaseHandle,
  ctx: RequestContext,
  kind: AlternateKind,
  urlTitle: string,
): Promise<Alternates> {
  const rows: AlternateRow[] = await rowsOf(database, ctx, kind, urlTitle);
  if (!rows.some((row) => row.locale === ctx.locale))
    throw new NotFoundError('not_found', { value: urlTitle }, 'urlTitle');
  const items = LOCALES.flatMap((locale) => rows.filter((row) => row.locale === locale).slice(0, 1));
  return { items };
}
