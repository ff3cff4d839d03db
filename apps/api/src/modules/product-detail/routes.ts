import { ProductDetailParamsSchema, ProductDetailSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getProductDetail } from './service';

export const productDetailRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/products/detail/:urlTitle',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['catalog'],
        summary: 'One product with sizes per store, breadcrumbs, related products and alternatives',
        headers: WebInstanceHeadersSchema,
        params: ProductDetailParamsSchema,
        response: { 200: ProductDetailSchema, ...errorResponses },
      },
    },
    async (request) => getProductDetail(database, contextOf(request), request.params.urlTitle),
  );
};
