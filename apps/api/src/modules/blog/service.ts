import {
  type BlogArticleCard,
  type BlogArticleDetail,
  type BlogArticlesQuery,
  type BlogArticlesResponse,
  type BlogCategoriesResponse,
  type BlogCategory,
  PRODUCT_CARD_FIELDS,
  type SuggestedBlogSchema,
} from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { readingMinutes } from '@stride/rules';
import type { z } from 'zod';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { referenceDataCache } from '../../lib/ttl-cache';
import type { SearchTerm } from '../listing/search-term';
import { loadProducts } from '../product-views/load-products';
import {
  type ArticleCardRow,
  countArticles,
  selectArticle,
  selectArticleCards,
  selectBlogCategories,
  selectBlogMatches,
  selectMentionedProductIds,
  selectNeighbour,
  selectRelatedCards,
} from './queries';

/** How many related articles an article shows. */
export const BLOG_RELATED_ARTICLES = 3;

function toCard(row: ArticleCardRow): BlogArticleCard {
  return {
    id: row.id,
    title: row.title,
    urlTitle: row.urlTitle,
    perex: row.perex,
    photo: row.photo,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
    category: row.category,
  };
}

/** Blog categories are reference data (decision 4): read once a minute or after a catalog change. */
const categoryLists = referenceDataCache<number, BlogCategory[]>(16);

const categoriesOf = (database: DatabaseHandle, ctx: RequestContext) =>
  categoryLists(database).get(ctx.webInstanceId, () => selectBlogCategories(database.db, ctx.webInstanceId));

export async function getBlogCategories(
  database: DatabaseHandle,
  ctx: RequestContext,
): Promise<BlogCategoriesResponse> {
  return { items: await categoriesOf(database, ctx) };
}

/** GET /blog/articles: a page of the published articles, newest first, of one category or all. */
export async function getBlogArticles(
  database: DatabaseHandle,
  ctx: RequestContext,
  query: BlogArticlesQuery,
): Promise<BlogArticlesResponse> {
  let category: BlogCategory | null = null;
  if (query.category !== undefined) {
    category = (await categoriesOf(database, ctx)).find((c) => c.urlTitle === query.category) ?? null;
    if (!category) throw new NotFoundError('blog_category_not_found', { value: query.category }, 'category');
  }
  const categoryId = category?.id ?? null;
  const offset = (query.page - 1) * query.perPage;
  const [rows, total] = await Promise.all([
    selectArticleCards(database.db, ctx.webInstanceId, categoryId, query.perPage, offset),
    countArticles(database.db, ctx.webInstanceId, categoryId),
  ]);
  return { items: rows.map(toCard), page: query.page, perPage: query.perPage, total, category };
}

type ArticlePage = Omit<BlogArticleDetail, 'products'> & { productIds: number[] };

/**
 * An article with everything its page shows but the product cards, per shop and urlTitle. Kept as
 * reference data: the body is sanitized once, not per request; a catalog change (the blog tables
 * move the catalog version) clears it, and an unknown urlTitle is remembered as such too.
 */
const articlePages = referenceDataCache<string, ArticlePage | null>(2_000);

async function readArticlePage(database: DatabaseHandle, ctx: RequestContext, urlTitle: string) {
  const row = await selectArticle(database.db, ctx.webInstanceId, urlTitle);
  if (!row) return null;
  const [productIds, related, previous, next] = await Promise.all([
    selectMentionedProductIds(database.db, row.id),
    selectRelatedCards(database.db, ctx.webInstanceId, row.category.id, row.id, BLOG_RELATED_ARTICLES),
    selectNeighbour(database.db, ctx.webInstanceId, row, 'older'),
    selectNeighbour(database.db, ctx.webInstanceId, row, 'newer'),
  ]);
  return {
    article: {
      ...toCard(row),
      body: sanitizeHtml(row.body),
      author: row.author,
      updatedAt: row.updatedAt.toISOString(),
    },
    productIds,
    related: related.map(toCard),
    previous,
    next,
  };
}

/** GET /blog/articles/:urlTitle: a published article, its mentioned products as cards, related articles, previous and next. */
export async function getBlogArticle(
  database: DatabaseHandle,
  ctx: RequestContext,
  urlTitle: string,
): Promise<BlogArticleDetail> {
  const page = await articlePages(database).get(`${ctx.webInstanceId}|${urlTitle}`, () =>
    readArticlePage(database, ctx, urlTitle),
  );
  if (!page) throw new NotFoundError('blog_article_not_found', { value: urlTitle }, 'urlTitle');
  const { productIds, ...rest } = page;
  // The listings' cards (product-views), priced for this shop and visitor; one not priced here is left out.
  const products = await loadProducts(database, ctx, productIds, PRODUCT_CARD_FIELDS);
  return { ...rest, products };
}

/** The search box's blog suggestions: published articles whose title holds every word typed. */
export async function searchBlogArticles(
  database: DatabaseHandle,
  ctx: RequestContext,
  term: SearchTerm,
  limit: number,
): Promise<z.infer<typeof SuggestedBlogSchema>[]> {
  return selectBlogMatches(database.db, ctx.webInstanceId, term, limit);
}
