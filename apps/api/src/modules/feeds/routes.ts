import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { notModified } from '../../lib/conditional-request';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { type FeedFormatName, feedDownload, feedFilesIn } from './service';

/** Where each feed is served, on every shop's host (the storefront passes /api/* through). */
export const FEED_PATHS: Record<FeedFormatName, string> = {
  heureka: '/api/lib/v1/feeds/heureka.xml',
  google: '/api/lib/v1/feeds/google.xml',
};

const SUMMARIES: Record<FeedFormatName, string> = {
  heureka: "The shop's products for Heureka (sk, cz) and Árukereső (hu): one SHOPITEM per size in stock online",
  google: "The shop's products for Google Merchant Center (RSS 2.0, g: namespace): one item per size",
};

export const feedRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const files = feedFilesIn(config.dataDir);
  app.addHook('onClose', () => files.close());

  for (const name of Object.keys(FEED_PATHS) as FeedFormatName[]) {
    app.get(
      FEED_PATHS[name],
      {
        config: { cache: 'catalog' },
        schema: {
          tags: ['feeds'],
          summary: SUMMARIES[name],
          description:
            'Built when the catalog version moves, then served from a file: ETag (the bytes’ SHA-256) and Last-Modified, 304 to a matching If-None-Match or, without one, an If-Modified-Since not before Last-Modified.',
          headers: WebInstanceHeadersSchema,
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        const feed = await feedDownload(
          files,
          database,
          name,
          { ctx, origin: config.publicOrigins[ctx.locale] },
          (current) => notModified(request.headers, current),
        );
        reply.header('etag', feed.etag);
        reply.header('last-modified', feed.lastModified.toUTCString());
        if (feed.body === null) return reply.code(304).send();
        reply.header('content-length', feed.length);
        return reply.type(feed.contentType).send(feed.body);
      },
    );
  }
};
