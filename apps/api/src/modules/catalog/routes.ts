import {
  CategoryTreeQuerySchema,
  CategoryTreeResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
} from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getCategoryTree, listProducts } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  app.get(
    '/api/custom/categories',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['catalog'],
        summary: 'The category tree in the web instance’s language',
        headers: WebInstanceHeadersSchema,
        querystring: CategoryTreeQuerySchema,
        response: { 200: CategoryTreeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await getCategoryTree(database, contextOf(request), request.query.depth) }),
  );

  app.get(
    '/api/lib/v1/products',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['catalog'],
        summary: 'Products by ids, by category or the recommended ones; filtered (param) and sorted (sort)',
        headers: WebInstanceHeadersSchema,
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listProducts(database, contextOf(request), request.query, config.disabledFilters),
  );
};
