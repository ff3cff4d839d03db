import { ContactMessageRequestSchema, ContactMessageSentSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { accountErrorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { MINUTE, sharedRateLimits } from '../rate-limits/shared-rate-limits';
import { sendContactMessage } from './service';

/**
 * One client address may send config.contactMessagesPerAddressPerHour messages an hour (5): plenty
 * for a person with a few questions, few enough that a script cannot fill the shop's mailbox. Counted
 * in the database (the rate-limits module), so every api process counts together; the arithmetic
 * question alone stops only the dumbest bots.
 */
export const contactRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const limited = await sharedRateLimits(app, database, {
    contactMessage: [
      {
        name: 'contact-address',
        max: config.contactMessagesPerAddressPerHour,
        windowMs: 60 * MINUTE,
        key: (request) => request.ip,
      },
    ],
  });

  app.post(
    '/api/lib/v1/contact',
    {
      config: { cache: 'personal' },
      preHandler: limited('contactMessage'),
      schema: {
        tags: ['contact'],
        summary:
          'The contact form: e-mails the message to the shop (reply-to the sender); a few an hour per client address',
        headers: WebInstanceHeadersSchema,
        body: ContactMessageRequestSchema,
        response: { 200: ContactMessageSentSchema, ...accountErrorResponses },
      },
    },
    async (request) => sendContactMessage(database, contextOf(request), request.body, () => app.mailOutbox.nudge()),
  );
};
