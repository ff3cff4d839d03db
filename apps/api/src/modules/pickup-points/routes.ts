import { IdParamSchema, PickupPointListSchema, PickupPointQuerySchema, PickupPointSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getPickupPoint, listPickupPoints } from './service';

/**
 * The parcel pickup points of the shop's country (Packeta's branches, imported into our table) for
 * the checkout's picker. The same for every visitor of a shop, so shared caches may keep them a
 * minute ('catalog'): the list changes once a day, with the import.
 */
export const pickupPointsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/pickup-points',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['checkout'],
        summary: 'Pickup points of the shop’s country matching a town, postal code, name or street; best first',
        headers: WebInstanceHeadersSchema,
        querystring: PickupPointQuerySchema,
        response: { 200: PickupPointListSchema, ...errorResponses },
      },
    },
    async (request) => listPickupPoints(database, contextOf(request), request.query),
  );
  app.get(
    '/api/lib/v1/pickup-points/:id',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['checkout'],
        summary: 'A pickup point of the shop’s country by its Packeta id, with its opening hours Monday … Sunday',
        headers: WebInstanceHeadersSchema,
        params: IdParamSchema,
        response: { 200: PickupPointSchema, ...errorResponses },
      },
    },
    async (request) => getPickupPoint(database, contextOf(request), request.params.id),
  );
};
