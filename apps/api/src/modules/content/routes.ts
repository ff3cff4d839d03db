import rateLimit from '@fastify/rate-limit';
import {
  ErrorResponseSchema,
  FooterResponseSchema,
  NewsletterSignupResponseSchema,
  NewsletterSignupSchema,
  PageDetailSchema,
  ReviewsResponseSchema,
  UrlTitleParamSchema,
  WebInstanceSchema,
} from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses, tooManyRequests } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getFooter, getPage, getReviews, getWebInstance, subscribeToNewsletter } from './service';

/**
 * Newsletter signups per client address (request.ip: the socket's, or X-Forwarded-For's from a
 * TRUST_PROXY) and minute: enough for a shopper's typo and retry, too few to fill the table with
 * scripted addresses. Counted per api process, before validation, so junk counts too.
 */
export const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

export const contentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  // Only the routes that ask for it (config.rateLimit) are limited; registered here, so only in this module.
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });

  app.get(
    '/api/lib/v1/webinstance',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['content'],
        summary: 'The web instance of the request: locale, currency, VAT, settings, header pages',
        headers: WebInstanceHeadersSchema,
        response: { 200: WebInstanceSchema, ...errorResponses },
      },
    },
    async (request) => getWebInstance(database, contextOf(request)),
  );

  app.get(
    '/api/pages/footer',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['content'],
        summary: 'Footer data: web instance, categories, statics01, statics02',
        headers: WebInstanceHeadersSchema,
        response: { 200: FooterResponseSchema, ...errorResponses },
      },
    },
    async (request) => getFooter(database, contextOf(request)),
  );

  app.get(
    '/api/pages/heureka',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['content'],
        summary: 'All shop reviews of the web instance, newest first',
        headers: WebInstanceHeadersSchema,
        response: { 200: ReviewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getReviews(database, contextOf(request)),
  );

  app.get(
    '/api/pages/page/:urlTitle',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['content'],
        summary: 'A static page of the web instance by its urlTitle',
        headers: WebInstanceHeadersSchema,
        params: UrlTitleParamSchema,
        response: { 200: PageDetailSchema, ...errorResponses },
      },
    },
    async (request) => getPage(database, contextOf(request), request.params.urlTitle, config.disabledFilters),
  );

  app.post(
    '/api/lib/v1/newsletter',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ['content'],
        summary: 'Newsletter signup (idempotent); at most 5 a minute per client address',
        headers: WebInstanceHeadersSchema,
        body: NewsletterSignupSchema,
        response: { 200: NewsletterSignupResponseSchema, ...errorResponses, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await subscribeToNewsletter(database, contextOf(request), request.body.email);
      app.marketingOutbox.nudge();
      return { success: true as const };
    },
  );
};
