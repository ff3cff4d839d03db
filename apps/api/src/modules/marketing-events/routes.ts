import rateLimit from '@fastify/rate-limit';
import { ErrorResponseSchema, MarketingEventRequestSchema, MarketingEventResponseSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, tooManyRequests } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { personalContextOf } from '../sessions/visitor';
import { recordMarketingEvent } from './service';

/**
 * Events per client address and minute: a shopper sends one a page or a cart change (a brisk one,
 * a few a minute; a household more); 120 leaves room for that and stops a script from filling the
 * table. Counted per api process, before validation.
 */
export const MARKETING_EVENT_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

export const marketingEventRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });

  app.post(
    '/api/lib/v1/marketing-events',
    {
      config: { cache: 'personal', rateLimit: MARKETING_EVENT_RATE_LIMIT },
      schema: {
        tags: ['marketing'],
        summary:
          'One event for the retention tool (SetCart, Identify, ViewContent, ViewCategory, Purchase), sent only with marketing consent; stored, then forwarded to Ecomail when configured',
        headers: WebInstanceHeadersSchema,
        body: MarketingEventRequestSchema,
        response: { 200: MarketingEventResponseSchema, ...errorResponses, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (await recordMarketingEvent(database, personalContextOf(request), request.body)) app.marketingOutbox.nudge();
      return { success: true as const };
    },
  );
};
