import type { FooterResponse, PageDetail, ReviewsResponse, WebInstance } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { ReservedFilter } from '@stride/rules';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { subscribeAddress } from '../marketing/service';
import { categoryCatalog } from '../product-views/category-catalog';
import { findShopStore } from '../stores/service';
import { pageLinks } from './page-lists';
import { findPage, listReviews } from './queries';

/**
 * The request's web instance (context.ts reads them again after a catalog change). Its header pages
 * come from the page lists, cached apart: a renamed page shows in the header as it does in the footer.
 */
export async function getWebInstance(database: DatabaseHandle, ctx: RequestContext): Promise<WebInstance> {
  return { ...ctx.webInstance, pagesHeader: await pageLinks(database, ctx.webInstanceId, 'header') };
}

/** The footer's data in one answer: web instance, the two-level category tree, both page columns. */
export async function getFooter(database: DatabaseHandle, ctx: RequestContext): Promise<FooterResponse> {
  const [webinstance, catalog, statics01, statics02] = await Promise.all([
    getWebInstance(database, ctx),
    categoryCatalog(database),
    pageLinks(database, ctx.webInstanceId, 'statics01'),
    pageLinks(database, ctx.webInstanceId, 'statics02'),
  ]);
  return { webinstance, categories: catalog.tree(ctx.locale, 2), statics01, statics02 };
}

export async function getReviews(database: DatabaseHandle, ctx: RequestContext): Promise<ReviewsResponse> {
  return { items: await listReviews(database.db, ctx.webInstanceId) };
}

/** The footer's signup. Subscribing an address twice is fine and keeps one row. */
export async function subscribeToNewsletter(
  database: DatabaseHandle,
  ctx: RequestContext,
  email: string,
): Promise<void> {
  // The list and the retention tool's queue in one transaction: a new subscriber reaches the tool.
  await database.transaction((tx) => subscribeAddress(tx, ctx.webInstanceId, email, 'footer'));
}

/** A static page; a store's page (decision 20) carries the store as this shop presents it. */
export async function getPage(
  database: DatabaseHandle,
  ctx: RequestContext,
  urlTitle: string,
  disabledFilters: readonly ReservedFilter[],
): Promise<PageDetail> {
  const found = await findPage(database.db, ctx.webInstanceId, urlTitle);
  if (!found) throw new NotFoundError('page_not_found', { value: urlTitle }, 'urlTitle');
  const { operationUnitId, ...page } = found;
  const store = operationUnitId === null ? null : await findShopStore(database, ctx, operationUnitId, disabledFilters);
  return { ...page, content: sanitizeHtml(page.content), store: store ?? null };
}
