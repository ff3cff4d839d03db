import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { notModified } from '../../lib/conditional-request';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { robotsTxt } from './robots';
import { getSitemapIndex, openSitemapFile, type SitemapOptions, sitemapIndexUrl } from './service';

/**
 * Crawlers come back for these every few hours, not every minute: an hour in any cache. A file
 * made stale by a change is the one the search engine already had, which it would read again soon.
 */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';
const VARY = 'Host, X-Forwarded-Host, Webinstance-Token';

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/**
 * A small answer written whole (robots.txt, the index) with an ETag of its bytes, and a 304 when the
 * crawler already holds them. The sitemap files are streamed, so their bytes are known only at the end.
 */
function sendWhole(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', SITEMAP_CACHE_CONTROL).header('vary', VARY).header('etag', etag);
  if (notModified(request.headers, { etag })) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * A sitemap file, sent as its chunks are written: Node's stream waits for the client between them.
 * Gzipped as it goes when the client takes it (crawlers do; 50,000 URLs are ~9 MB of XML, ~1 MB
 * gzipped), so the storefront's server passes it through as it comes instead of holding it to compress.
 */
function sendStreamed(request: FastifyRequest, reply: FastifyReply, chunks: AsyncIterable<string>) {
  reply.header('cache-control', SITEMAP_CACHE_CONTROL).header('vary', `${VARY}, Accept-Encoding`).type(XML);
  const xml = Readable.from(chunks);
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(xml);
  const gzipped = createGzip();
  // A failed read destroys the compressed stream too, so the answer ends as broken, never as a short file.
  pipeline(xml, gzipped, (error) => {
    if (error) request.log.error({ err: error }, 'sitemap file failed while streaming');
  });
  return reply.header('content-encoding', 'gzip').send(gzipped);
}

export const sitemapsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const optionsOf = (request: FastifyRequest): SitemapOptions => ({
    origin: config.publicOrigins[contextOf(request).locale],
    urlsPerFile: config.sitemapUrlsPerFile,
  });

  app.get(
    '/api/seo/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: "The storefront's robots.txt (served at its /robots.txt): what crawlers skip, and the sitemap index",
        headers: WebInstanceHeadersSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { origin } = optionsOf(request);
      return sendWhole(request, reply, TEXT, robotsTxt(contextOf(request).locale, sitemapIndexUrl(origin)));
    },
  );

  app.get(
    '/api/seo/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary:
          "The storefront's sitemap index (served at its /sitemap.xml): its pages, stores, categories, articles and product files",
        headers: WebInstanceHeadersSchema,
        response: errorResponses,
      },
    },
    async (request, reply) =>
      sendWhole(request, reply, XML, await getSitemapIndex(database, contextOf(request), optionsOf(request))),
  );

  app.get(
    '/api/seo/sitemaps/:name',
    {
      schema: {
        tags: ['seo'],
        summary:
          'One sitemap file of the storefront (served at its /sitemaps/{name}), streamed: pages.xml, stores.xml, categories.xml, articles.xml, products-{n}.xml',
        headers: WebInstanceHeadersSchema,
        params: z.object({ name: z.string().max(100) }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const chunks = await openSitemapFile(database, contextOf(request), request.params.name, optionsOf(request));
      return sendStreamed(request, reply, chunks);
    },
  );
};
