import { AlternatesParamsSchema, AlternatesSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getAlternates } from './service';

export const alternatesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/alternates/:kind/:urlTitle',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['catalog'],
        summary: "A product, category, article or page in every shop that shows it: each shop's urlTitle (hreflang)",
        headers: WebInstanceHeadersSchema,
        params: AlternatesParamsSchema,
        response: { 200: AlternatesSchema, ...errorResponses },
      },
    },
    async (request) => getAlternates(database, contextOf(request), request.params.kind, request.params.urlTitle),
  );
};
