import {
  FooterResponseSchema,
  NewsletterSignupResponseSchema,
  NewsletterSignupSchema,
  PageDetailSchema,
  ReviewsResponseSchema,
  UrlTitleParamSchema,
  WebInstanceSchema,
} from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import { getFooter, getPage, getReviews, subscribeToNewsletter } from './service';

export const contentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
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
    async (request) => contextOf(request).webInstance,
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
    async (request) => getPage(database, contextOf(request), request.params.urlTitle),
  );

  app.post(
    '/api/lib/v1/newsletter',
    {
      schema: {
        tags: ['content'],
        summary: 'Newsletter signup (idempotent)',
        headers: WebInstanceHeadersSchema,
        body: NewsletterSignupSchema,
        response: { 200: NewsletterSignupResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await subscribeToNewsletter(database, contextOf(request), request.body.email);
      return { success: true as const };
    },
  );
};
