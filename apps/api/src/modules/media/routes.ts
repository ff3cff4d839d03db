import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors';
import type { ModuleOptions } from '../../module-options';
import { CONTENT_TYPE, ImageVariants, parseVariant } from './service';

/** GET /api/images/{size}/{stem}.{webp|jpg}?v=… — the URLs `imageUrl()` of @stride/rules builds. */
export const mediaRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const variants = new ImageVariants(config.dataDir);

  app.get(
    '/api/images/:size/*',
    {
      config: { cache: 'immutable' },
      schema: {
        tags: ['media'],
        summary: 'A photo resized to one of the IMAGE_SIZES, as webp or jpg; 404 for an unknown size or photo',
        params: z.object({ size: z.string(), '*': z.string() }),
      },
    },
    async (request, reply) => {
      const variant = parseVariant(request.params.size, request.params['*']);
      const bytes = variant ? await variants.get(variant) : undefined;
      if (!variant || !bytes) throw new NotFoundError('image_not_found');
      // Public photos: the storefront (another origin in development) may embed them.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.type(CONTENT_TYPE[variant.type]).send(bytes);
    },
  );
};
