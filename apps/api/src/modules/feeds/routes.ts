import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { notModified } from '../../lib/conditional-request';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { currentFeed, FEED_FORMATS, FeedFiles, type FeedFormatName } from './service';

/** Where each feed is served, on every shop's host (the storefront passes /api/* through). */
export const FEED_PATHS: Record<FeedFormatName, string> = {
  heureka: '/api/lib/v1/feeds/heureka.xml',
  google: '/api/lib/v1/feeds/google.xml',
};

const SUMMARIES: Record<FeedFormatName, string> = {
  heureka: "The shop's products for Heureka (sk, cz) and Árukereső (hu): one SHOPITEM per size in stock online",
  google: "The shop's products for Google Merchant Center (RSS 2.0, g: namespace): one item per size",
};

/**
 * The current feed with its file open: a newer build removes the file it replaces, so one found
 * just before that is asked for again (the open file itself stays readable to the end).
 */
async function openCurrentFeed(...args: Parameters<typeof currentFeed>) {
  for (let attempt = 1; ; attempt++) {
    const feed = await currentFeed(...args);
    try {
      return { feed, handle: await open(feed.path) };
    } catch (error) {
      const gone = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      if (!gone || attempt === 3) throw error;
    }
  }
}

export const feedRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const files = new FeedFiles(join(config.dataDir, 'feeds'));
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
        const { feed, handle } = await openCurrentFeed(files, database, name, {
          ctx,
          origin: config.publicOrigins[ctx.locale],
        });
        reply.header('etag', feed.etag);
        reply.header('last-modified', feed.lastModified.toUTCString());
        if (notModified(request.headers, feed)) {
          await handle.close();
          return reply.code(304).send();
        }
        reply.header('content-length', feed.bytes);
        return reply.type(FEED_FORMATS[name].contentType).send(handle.createReadStream());
      },
    );
  }
};
