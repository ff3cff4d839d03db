import { ContactMessageRequestSchema, ContactMessageSentSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { accountErrorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { MINUTE, sharedRateLimits } from '../rate-limits/shared-rate-limits';
import { sendContactMessage } from './service';

/**
 * How many messages one client address may send: plenty for a person with a few questions, few
 * enough that a script cannot fill the shop's mailbox. Counted in the database (rate-limits module),
 * so every api process counts together; the arithmetic question alone stops only the dumbest bots.
 */
export const CONTACT_MESSAGES_PER_ADDRESS = { max: 5, windowMs: 60 * MINUTE } as const;

export const contactRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const limited = await sharedRateLimits(app, database, {
    contactMessage: [{ name: 'contact-address', ...CONTACT_MESSAGES_PER_ADDRESS, key: (request) => request.ip }],
  });

  app.post(
    '/api/lib/v1/contact',
    {
      config: { cache: 'personal' },
      preHandler: limited('contactMessage'),
      schema: {
        tags: ['contact'],
        summary:
          'The contact form: e-mails the message to the shop (reply-to the sender); at most 5 an hour per client address',
        headers: WebInstanceHeadersSchema,
        body: ContactMessageRequestSchema,
        response: { 200: ContactMessageSentSchema, ...accountErrorResponses },
      },
    },
    async (request) => sendContactMessage(database, contextOf(request), request.body, () => app.mailOutbox.nudge()),
  );
};
