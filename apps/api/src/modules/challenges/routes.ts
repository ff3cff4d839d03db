import { SignupChallengeSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { issueChallenge } from './service';

/**
 * The question's one route. Its path keeps the registration's name, which the storefront and spec
 * already use; the contact form asks the same route for its question.
 */
export const challengeRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/auth/signup-challenge',
    {
      config: { cache: 'personal' },
      schema: {
        tags: ['accounts', 'contact'],
        summary:
          'The arithmetic question of the registration and contact forms: two digits to add, and the token the form brings back',
        headers: WebInstanceHeadersSchema,
        response: { 200: SignupChallengeSchema, ...errorResponses },
      },
    },
    async () => issueChallenge(database),
  );
};
