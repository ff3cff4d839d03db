import { FiltersQuerySchema, FiltersResponseSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getFilters } from './service';

export const filtersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  app.get(
    '/api/lib/v1/filters',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['catalog'],
        summary: 'The filters of a listing: selected values, available values with faceted counts, canonical path',
        headers: WebInstanceHeadersSchema,
        querystring: FiltersQuerySchema,
        response: { 200: FiltersResponseSchema, ...errorResponses },
      },
    },
    async (request) => getFilters(database, contextOf(request), config.disabledFilters, request.query),
  );
};
