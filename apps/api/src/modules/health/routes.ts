import { HealthResponseSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../module-options';
import { pingDatabase } from './queries';

/** GET /healthz: 200 only when the database answers a query. */
export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      await pingDatabase(database.db);
      reply.header('cache-control', 'no-store');
      return { ok: true as const, engine: database.engine };
    },
  );
};
