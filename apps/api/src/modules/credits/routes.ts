import { CreditConversionRequestSchema, CreditConversionSchema, CreditsSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { personalContextOf } from '../sessions/visitor';
import { convertCredits, creditsPage } from './service';

const TAGS = ['credits'];

/** The member's loyalty credits (issue 14 §2): members only, anyone else "unauthorised access" (401). */
export const creditsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/credits',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary:
          'The member’s credits: balance, whether a conversion is open, the rules, the history (newest 50), coupons made',
        headers: WebInstanceHeadersSchema,
        response: { 200: CreditsSchema, ...accountErrorResponses },
      },
    },
    async (request) => creditsPage(database, personalContextOf(request)),
  );

  app.post(
    '/api/lib/v1/credits/coupon',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Turns credits into a single-use discount coupon of the member (a translated 422 says why not)',
        headers: WebInstanceHeadersSchema,
        body: CreditConversionRequestSchema,
        response: { 200: CreditConversionSchema, ...accountErrorResponses },
      },
    },
    async (request) => convertCredits(database, personalContextOf(request), request.body.credit),
  );
};
