import {
  and,
  asc,
  blogArticleProducts,
  blogArticles,
  blogCategories,
  count,
  desc,
  type Executor,
  eq,
  ne,
  photos,
  type SQL,
  sql,
} from '@stride/db';
import { photoColumns, toPhoto } from '../../lib/photo-queries';
import type { SearchTerm } from '../listing/search-term';

/** An article the reader can see: of the web instance and published by now (a dated one waits). */
const published = (webInstanceId: number): SQL =>
  and(eq(blogArticles.webInstanceId, webInstanceId), sql`${blogArticles.publishedAt} <= now()`) as SQL;

const newestFirst = [desc(blogArticles.publishedAt), desc(blogArticles.id)];

/** What a card shows, the body its reading time is counted from, and the article page's byline. */
const cardColumns = {
  id: blogArticles.id,
  title: blogArticles.title,
  urlTitle: blogArticles.urlTitle,
  perex: blogArticles.perex,
  body: blogArticles.body,
  publishedAt: blogArticles.publishedAt,
  updatedAt: blogArticles.updatedAt,
  author: blogArticles.author,
  photo: photoColumns(),
  category: { id: blogCategories.id, name: blogCategories.name, urlTitle: blogCategories.urlTitle },
};

export type ArticleCardRow = Awaited<ReturnType<typeof selectArticleCards>>[number];

function cards(db: Executor) {
  return db
    .select(cardColumns)
    .from(blogArticles)
    .innerJoin(blogCategories, eq(blogCategories.id, blogArticles.blogCategoryId))
    .leftJoin(photos, eq(photos.id, blogArticles.photoId));
}

/** The web instance's blog categories in their order. */
export async function selectBlogCategories(db: Executor, webInstanceId: number) {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name, urlTitle: blogCategories.urlTitle })
    .from(blogCategories)
    .where(eq(blogCategories.webInstanceId, webInstanceId))
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
}

/** A page of the published articles, newest first, of one category (an id) or all. */
export async function selectArticleCards(
  db: Executor,
  webInstanceId: number,
  categoryId: number | null,
  limit: number,
  offset: number,
) {
  const rows = await cards(db)
    .where(and(published(webInstanceId), categoryId === null ? undefined : eq(blogArticles.blogCategoryId, categoryId)))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, photo: toPhoto(row.photo) }));
}

/** How many published articles the list of one category (or all) holds. */
export async function countArticles(db: Executor, webInstanceId: number, categoryId: number | null) {
  const [row] = await db
    .select({ total: count() })
    .from(blogArticles)
    .where(
      and(published(webInstanceId), categoryId === null ? undefined : eq(blogArticles.blogCategoryId, categoryId)),
    );
  return row?.total ?? 0;
}

/** A published article by its urlTitle. */
export async function selectArticle(db: Executor, webInstanceId: number, urlTitle: string) {
  const [row] = await cards(db)
    .where(and(published(webInstanceId), eq(blogArticles.urlTitle, urlTitle)))
    .limit(1);
  return row && { ...row, photo: toPhoto(row.photo) };
}

/** The ids of the products an article mentions, in its order. */
export async function selectMentionedProductIds(db: Executor, articleId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: blogArticleProducts.productId })
    .from(blogArticleProducts)
    .where(eq(blogArticleProducts.blogArticleId, articleId))
    .orderBy(asc(blogArticleProducts.position), asc(blogArticleProducts.productId));
  return rows.map((row) => row.productId);
}

/** The newest published articles of a category but one. */
export async function selectRelatedCards(
  db: Executor,
  webInstanceId: number,
  categoryId: number,
  articleId: number,
  limit: number,
) {
  const rows = await cards(db)
    .where(and(published(webInstanceId), eq(blogArticles.blogCategoryId, categoryId), ne(blogArticles.id, articleId)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({ ...row, photo: toPhoto(row.photo) }));
}

/**
 * The published article just older (`older`) or just newer than one, in the list's order (publish
 * time, then id, so two articles of one instant still have a previous and a next).
 */
export async function selectNeighbour(
  db: Executor,
  webInstanceId: number,
  article: { id: number; publishedAt: Date },
  direction: 'older' | 'newer',
) {
  const at = sql`${article.publishedAt.toISOString()}::timestamptz`;
  const position = sql`(${blogArticles.publishedAt}, ${blogArticles.id})`;
  const [row] = await db
    .select({ title: blogArticles.title, urlTitle: blogArticles.urlTitle })
    .from(blogArticles)
    .where(
      and(
        published(webInstanceId),
        direction === 'older' ? sql`${position} < (${at}, ${article.id})` : sql`${position} > (${at}, ${article.id})`,
      ),
    )
    .orderBy(...(direction === 'older' ? newestFirst : [asc(blogArticles.publishedAt), asc(blogArticles.id)]))
    .limit(1);
  return row ?? null;
}

/** Blog articles of the web instance whose title holds every word (accents and case ignored), newest first. */
export async function selectBlogMatches(db: Executor, webInstanceId: number, term: SearchTerm, limit: number) {
  if (term.words.length === 0) return [];
  const title = sql`stride_search_text(${blogArticles.title})`;
  const rows = await db
    .select({
      id: blogArticles.id,
      title: blogArticles.title,
      urlTitle: blogArticles.urlTitle,
      photo: photoColumns(),
    })
    .from(blogArticles)
    .leftJoin(photos, eq(photos.id, blogArticles.photoId))
    .where(and(published(webInstanceId), ...term.words.map((word) => sql`${title} like ${`%${word}%`}`)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({ ...row, photo: toPhoto(row.photo) }));
}
