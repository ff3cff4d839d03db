import { ProfileSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getProfile } from './service';

export const accountsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  app.get(
    '/api/lib/v1/auth/profile',
    {
      config: { cache: 'personal' },
      schema: {
        tags: ['accounts'],
        summary: 'Whether the visitor is logged in, and the user when so',
        headers: WebInstanceHeadersSchema,
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    async (request) => getProfile(contextOf(request)),
  );
};
