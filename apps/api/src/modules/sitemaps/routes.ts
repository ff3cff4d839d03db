import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { notModified } from '../../lib/conditional-request';
import type { FileDownload } from '../../lib/generated-files';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { robotsTxt } from './robots';
import { getSitemapIndex, type SitemapOptions, sitemapFileDownload, sitemapFilesIn, sitemapIndexUrl } from './service';

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
 * crawler already holds them.
 */
function sendWhole(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', SITEMAP_CACHE_CONTROL).header('vary', VARY).header('etag', etag);
  if (notModified(request.headers, { etag })) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * A sitemap file from its kept file: streamed from disk (Node's stream waits for the client), gzipped
 * as stored for a client that takes it, so the storefront's server passes it through as it comes.
 */
function sendFile(reply: FastifyReply, file: FileDownload) {
  reply
    .header('cache-control', SITEMAP_CACHE_CONTROL)
    .header('vary', `${VARY}, Accept-Encoding`)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified.toUTCString());
  if (file.body === null) return reply.code(304).send();
  if (file.contentEncoding) reply.header('content-encoding', file.contentEncoding);
  return reply.header('content-length', file.length).type(XML).send(file.body);
}

/** Whether the client takes gzip (crawlers do). */
const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

export const sitemapsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const optionsOf = (request: FastifyRequest): SitemapOptions => ({
    origin: config.publicOrigins[contextOf(request).locale],
    urlsPerFile: config.sitemapUrlsPerFile,
  });

  const files = sitemapFilesIn(config.dataDir);
  app.addHook('onClose', () => files.close());

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
          'One sitemap file of the storefront (served at its /sitemaps/{name}): pages.xml, stores.xml, categories.xml, articles.xml, products-{n}.xml. Built once per catalog version and day, then served from a file (gzipped when the client takes it): a strong ETag and Last-Modified, 304 to a matching If-None-Match or, without one, an If-Modified-Since not before Last-Modified.',
        headers: WebInstanceHeadersSchema,
        params: z.object({ name: z.string().max(100) }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const file = await sitemapFileDownload(
        files,
        database,
        contextOf(request),
        request.params.name,
        optionsOf(request),
        { acceptsGzip: acceptsGzip(request), fresh: (current) => notModified(request.headers, current) },
      );
      return sendFile(reply, file);
    },
  );
};
