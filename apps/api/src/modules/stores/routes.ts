import { IdParamSchema, OperationUnitSchema, ShopStoreListSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getOperationUnit, listShopStores } from './service';

export const storesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  app.get(
    '/api/lib/v1/operation-units',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['stores'],
        summary: 'Every store of the shop: hours, position, its page and its store-location filter value',
        headers: WebInstanceHeadersSchema,
        response: { 200: ShopStoreListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await listShopStores(database, contextOf(request), config.disabledFilters) }),
  );

  app.get(
    '/api/lib/v1/operation-units/:id',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['stores'],
        summary: 'A store (operation unit) with its opening hours Monday … Sunday',
        headers: WebInstanceHeadersSchema,
        params: IdParamSchema,
        response: { 200: OperationUnitSchema, ...errorResponses },
      },
    },
    async (request) => getOperationUnit(database, contextOf(request), request.params.id),
  );
};
