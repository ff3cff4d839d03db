import { AlternatesParamsSchema, AlternatesQuerySchema, AlternatesSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getAlternates } from './service';

export const alternatesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  app.get(
    '/api/lib/v1/alternates/:kind/:urlTitle',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['catalog'],
        summary:
          "A product, category, article or page in every shop that shows it: each shop's urlTitle (hreflang); " +
          "a category's indexable filtered listing (`param`) with each shop's filter path",
        headers: WebInstanceHeadersSchema,
        params: AlternatesParamsSchema,
        querystring: AlternatesQuerySchema,
        response: { 200: AlternatesSchema, ...errorResponses },
      },
    },
    // The reserved filters the configuration switches off, as the listing routes (filters, products) pass them.
    async (request) =>
      getAlternates(
        database,
        contextOf(request),
        config.disabledFilters,
        request.params.kind,
        request.params.urlTitle,
        request.query.param,
      ),
  );
};
