import { z } from 'zod';
import { PhotoSchema } from './common';
import { ProductCardSchema } from './product';

/** How many articles a page of the blog list shows unless the request asks otherwise. */
export const BLOG_PER_PAGE = 9;

const urlTitle = (what: string) =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, `${what} must be a urlTitle`);

/** A blog category of the web instance; its urlTitle is the list's category path segment. */
export const BlogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  urlTitle: z.string(),
});
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

/** GET /api/lib/v1/blog/categories: the web instance's blog categories in their order. */
export const BlogCategoriesResponseSchema = z.object({ items: z.array(BlogCategorySchema) });
export type BlogCategoriesResponse = z.infer<typeof BlogCategoriesResponseSchema>;

/** An article as a card of the list (and of an article's related ones). */
export const BlogArticleCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  urlTitle: z.string(),
  /** Short plain text. */
  perex: z.string(),
  photo: PhotoSchema.nullable(),
  /** ISO 8601 instant; the storefront prints it DD.MM.YYYY. */
  publishedAt: z.string(),
  /** Whole minutes to read the body (readingMinutes of @stride/rules), at least 1. */
  readingMinutes: z.number().int().min(1),
  category: BlogCategorySchema,
});
export type BlogArticleCard = z.infer<typeof BlogArticleCardSchema>;

/** GET /api/lib/v1/blog/articles: published articles, newest first, a page at a time, of one category or all. */
export const BlogArticlesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(48).default(BLOG_PER_PAGE),
  /** A blog category's urlTitle; an unknown one is a 404. */
  category: urlTitle('category').optional(),
});
export type BlogArticlesQuery = z.infer<typeof BlogArticlesQuerySchema>;

export const BlogArticlesResponseSchema = z.object({
  items: z.array(BlogArticleCardSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  /** Articles in the list (all its pages). */
  total: z.number().int(),
  /** The category the list is of, null for all. */
  category: BlogCategorySchema.nullable(),
});
export type BlogArticlesResponse = z.infer<typeof BlogArticlesResponseSchema>;

export const BlogArticleParamSchema = z.object({ urlTitle: urlTitle('urlTitle') });

/** The article before or after one, by publish date. */
export const BlogArticleLinkSchema = z.object({ title: z.string(), urlTitle: z.string() });
export type BlogArticleLink = z.infer<typeof BlogArticleLinkSchema>;

/** GET /api/lib/v1/blog/articles/{urlTitle}: a published article with what its page shows around it. */
export const BlogArticleDetailSchema = z.object({
  article: BlogArticleCardSchema.extend({
    /** HTML, sanitized by the api (an allow-list of prose): rendered as it is. */
    body: z.string(),
    author: z.string(),
    /** ISO 8601 instant of the last change to the text. */
    updatedAt: z.string(),
  }),
  /** The products the article mentions, as the listings' cards, in the article's order (priced in the shop only). */
  products: z.array(ProductCardSchema),
  /** A few newest other articles of its category. */
  related: z.array(BlogArticleCardSchema),
  /** The next older published article, and the next newer one. */
  previous: BlogArticleLinkSchema.nullable(),
  next: BlogArticleLinkSchema.nullable(),
});
export type BlogArticleDetail = z.infer<typeof BlogArticleDetailSchema>;
