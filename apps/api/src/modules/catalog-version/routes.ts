import { ErrorResponseSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../module-options';
import { followCatalogChanges, getCatalogVersion } from './service';

export const CATALOG_VERSION_PATH = '/api/internal/catalog-version';

/**
 * Internal: only the storefront's cache handler reads it (in plain JavaScript, so it keeps its own
 * copy of this shape and cannot import the contract package); the spec's public api has no such route.
 */
export const CatalogVersionSchema = z.object({
  version: z
    .string()
    .describe('Opaque; compare for equality only. It changes after (never before) the answers show a change.'),
});

/**
 * GET /api/internal/catalog-version. Registering it also starts following catalog changes, so the
 * reference data of this process follows them from the start.
 */
export const catalogVersionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  await followCatalogChanges(database);

  app.get(
    CATALOG_VERSION_PATH,
    {
      schema: {
        tags: ['internal'],
        summary: 'Internal: the catalog version this api process answers from',
        description:
          'For the storefront, not for shoppers: it polls this and expires its cached catalog pages when the version changes. A count of committed catalog changes, the same in every api process once it has caught up.',
        response: { 200: CatalogVersionSchema, 500: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      // A poll must reach the process itself; no cache in between may answer for it.
      reply.header('cache-control', 'no-store');
      return { version: await getCatalogVersion(database) };
    },
  );
};
