import {
  AutosuggestQuerySchema,
  AutosuggestResponseSchema,
  CloseTermsQuerySchema,
  CloseTermsResponseSchema,
} from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getCloseTerms } from './close-terms';
import { getAutosuggest } from './service';

export const searchRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/autosuggest',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['search'],
        summary: 'What the search box suggests for a term: products, categories, brands, blog articles',
        headers: WebInstanceHeadersSchema,
        querystring: AutosuggestQuerySchema,
        response: { 200: AutosuggestResponseSchema, ...errorResponses },
      },
    },
    async (request) => getAutosuggest(database, contextOf(request), request.query),
  );
  app.get(
    '/api/lib/v1/search/close-terms',
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['search'],
        summary: 'Terms close to one that found nothing (a typo corrected), each finding products',
        headers: WebInstanceHeadersSchema,
        querystring: CloseTermsQuerySchema,
        response: { 200: CloseTermsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getCloseTerms(database, contextOf(request), request.query),
  );
};
