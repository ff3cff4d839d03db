import {
  BLOG_PER_PAGE,
  BlogArticleDetailSchema,
  BlogArticlesResponseSchema,
  BlogCategoriesResponseSchema,
} from '@stride/contract';
import { cache } from 'react';
import { apiGet, apiGetOrNull } from './server-fetch';

/** The shop's blog categories, for the list's category links. */
export const getBlogCategories = cache(() =>
  apiGet('/api/lib/v1/blog/categories', BlogCategoriesResponseSchema, { tags: ['blog'] }),
);

/**
 * A page of the published articles, newest first, of a category (its urlTitle) or all; null when the
 * shop has no such category. The caller checks the category's shape first (the api answers 400).
 */
export const getBlogArticles = cache((page: number, category: string | null) => {
  const query = new URLSearchParams({ page: String(page), perPage: String(BLOG_PER_PAGE) });
  if (category !== null) query.set('category', category);
  return apiGetOrNull(`/api/lib/v1/blog/articles?${query}`, BlogArticlesResponseSchema, { tags: ['blog'] });
});

/** A published article with what its page shows, or null when the shop has none by that urlTitle. */
export const getBlogArticle = cache((urlTitle: string) =>
  apiGetOrNull(`/api/lib/v1/blog/articles/${urlTitle}`, BlogArticleDetailSchema, {
    tags: ['blog', `blog-article:${urlTitle}`],
  }),
);
