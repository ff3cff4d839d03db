import { NutritionPlanQuerySchema, NutritionPlanResponseSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { planNutrition } from './service';

export const nutritionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/nutrition-plan',
    {
      // The same for every visitor, and it follows stock like a listing: cached like the catalog.
      config: { cache: 'catalog' },
      schema: {
        tags: ['nutrition'],
        summary:
          'The nutrition picker: carbohydrate, fluid and sodium per hour for an effort, and the products in stock that meet it, with quantities',
        headers: WebInstanceHeadersSchema,
        querystring: NutritionPlanQuerySchema,
        response: { 200: NutritionPlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => planNutrition(database, contextOf(request), request.query),
  );
};
