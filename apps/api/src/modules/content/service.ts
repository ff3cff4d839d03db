import type { FooterResponse, PageDetail, ReviewsResponse } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { getCategoryTree } from '../catalog/service';
import { pageLinks } from './page-lists';
import { findPage, insertNewsletterSubscriber, listReviews } from './queries';

/** The footer's data in one answer: web instance, the two-level category tree, both page columns. */
export async function getFooter(db: DatabaseHandle, ctx: RequestContext): Promise<FooterResponse> {
  const [categories, statics01, statics02] = await Promise.all([
    getCategoryTree(db, ctx, 2),
    pageLinks(db, ctx.webInstanceId, 'statics01'),
    pageLinks(db, ctx.webInstanceId, 'statics02'),
  ]);
  return { webinstance: ctx.webInstance, categories, statics01, statics02 };
}

export async function getReviews(db: DatabaseHandle, ctx: RequestContext): Promise<ReviewsResponse> {
  return { items: await listReviews(db, ctx.webInstanceId) };
}

/** The footer's signup. Subscribing an address twice is fine and keeps one row. */
export async function subscribeToNewsletter(db: DatabaseHandle, ctx: RequestContext, email: string): Promise<void> {
  await insertNewsletterSubscriber(db, ctx.webInstanceId, email, 'footer');
}

export async function getPage(db: DatabaseHandle, ctx: RequestContext, urlTitle: string): Promise<PageDetail> {
  const page = await findPage(db, ctx.webInstanceId, urlTitle);
  if (!page) throw new NotFoundError('page_not_found', { value: urlTitle }, 'urlTitle');
  return page;
}
