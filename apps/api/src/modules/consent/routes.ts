import rateLimit from '@fastify/rate-limit';
import { ConsentRecordRequestSchema, ConsentRecordResponseSchema, ErrorResponseSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses, tooManyRequests } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { recordConsent } from './service';

/**
 * Consent changes per client address and minute: a visitor chooses once and may change their mind a
 * few times; a household or an office behind one address has a few visitors. Enough for them, too
 * few to fill the table from a script. Counted per api process, before validation.
 */
export const CONSENT_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export const consentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });

  app.post(
    '/api/lib/v1/consent',
    {
      config: { rateLimit: CONSENT_RATE_LIMIT },
      schema: {
        tags: ['consent'],
        summary:
          "Records a change of the visitor's cookie choice (purposes, banner text version); 20 a minute per address",
        headers: WebInstanceHeadersSchema,
        body: ConsentRecordRequestSchema,
        response: { 200: ConsentRecordResponseSchema, ...errorResponses, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await recordConsent(database, contextOf(request), request.body);
      return { success: true as const };
    },
  );
};
