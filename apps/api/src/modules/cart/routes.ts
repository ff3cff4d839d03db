import { CartSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getCart } from './service';

export const cartRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  app.get(
    '/api/lib/v1/cart',
    {
      config: { cache: 'personal' },
      schema: {
        tags: ['cart'],
        summary: 'The visitor’s cart: its access token, the pieces in it and its lines',
        headers: WebInstanceHeadersSchema,
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) => getCart(contextOf(request)),
  );
};
