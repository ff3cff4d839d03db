import { ShoeFinderQuerySchema, ShoeFinderResponseSchema, ShoeFinderSizesResponseSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { findShoes, shoeSizes } from './service';

export const shoeFinderRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  app.get(
    '/api/lib/v1/shoe-finder',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['shoe-finder'],
        summary: 'The shoes in stock in a size, ranked by how well they fit the quiz’s answers, with why',
        headers: WebInstanceHeadersSchema,
        querystring: ShoeFinderQuerySchema,
        response: { 200: ShoeFinderResponseSchema, ...errorResponses },
      },
    },
    async (request) => findShoes(database, contextOf(request), request.query, config.disabledFilters),
  );

  app.get(
    '/api/lib/v1/shoe-finder/sizes',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['shoe-finder'],
        summary: 'The EU sizes some shoe is in stock in online: the quiz’s last question',
        headers: WebInstanceHeadersSchema,
        response: { 200: ShoeFinderSizesResponseSchema, ...errorResponses },
      },
    },
    async (request) => shoeSizes(database, contextOf(request)),
  );
};
