import { IdParamSchema, OperationUnitSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getOperationUnit } from './service';

export const storesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
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
