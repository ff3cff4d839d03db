import { z } from 'zod';
import { challengeSchema } from './accounts';
import { CONTACT_MESSAGE_LIMITS } from './constants';
import { emailSchema, requiredString, untilFirstIssue } from './validation';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/**
 * The contact form (issue 15 §2): who writes, where the answer goes, what they ask, and the
 * registration's arithmetic question. The storefront's form and the api's POST /contact run this one
 * schema, so each message (a `validation.*` key) lands on its named field on either side.
 */

export const contactMessageSchema = z.object({
  name: requiredString().max(CONTACT_MESSAGE_LIMITS.nameMax, { error: M.tooLong, ...untilFirstIssue }),
  email: emailSchema,
  message: requiredString().max(CONTACT_MESSAGE_LIMITS.messageMax, { error: M.tooLong, ...untilFirstIssue }),
  challenge: challengeSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
