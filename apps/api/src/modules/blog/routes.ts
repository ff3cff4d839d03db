import {
  BlogArticleDetailSchema,
  BlogArticleParamSchema,
  BlogArticlesQuerySchema,
  BlogArticlesResponseSchema,
  BlogCategoriesResponseSchema,
} from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getBlogArticle, getBlogArticles, getBlogCategories } from './service';

export const blogRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/blog/categories',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['blog'],
        summary: 'The blog categories of the web instance, in their order',
        headers: WebInstanceHeadersSchema,
        response: { 200: BlogCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => getBlogCategories(database, contextOf(request)),
  );

  app.get(
    '/api/lib/v1/blog/articles',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['blog'],
        summary: 'Published blog articles, newest first, a page at a time, of one category or all',
        headers: WebInstanceHeadersSchema,
        querystring: BlogArticlesQuerySchema,
        response: { 200: BlogArticlesResponseSchema, ...errorResponses },
      },
    },
    async (request) => getBlogArticles(database, contextOf(request), request.query),
  );

  app.get(
    '/api/lib/v1/blog/articles/:urlTitle',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['blog'],
        summary:
          'A published blog article: sanitized HTML, category, mentioned products as cards, related articles, previous and next',
        headers: WebInstanceHeadersSchema,
        params: BlogArticleParamSchema,
        response: { 200: BlogArticleDetailSchema, ...errorResponses },
      },
    },
    async (request) => getBlogArticle(database, contextOf(request), request.params.urlTitle),
  );
};
