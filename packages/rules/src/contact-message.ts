import { z } from 'zod';
import { challengeSchema } from './accounts';
import { emailSchema, VALIDATION_MESSAGES as M, requiredString, untilFirstIssue } from './validation';

/**
 * The contact form (issue 15 §2): who writes, where the answer goes, what they ask, and the
 * registration's arithmetic question. The storefront's form and the api's POST /contact run this one
 * schema, so each message (a `validation.*` key) lands on its named field on either side.
 */

/** Lengths that fit any real name and question, and keep an e-mail to the shop readable. */
export const CONTACT_MESSAGE_LIMITS = { nameMax: 100, messageMax: 2000 } as const;

export const contactMessageSchema = z.object({
  name: requiredString().max(CONTACT_MESSAGE_LIMITS.nameMax, { error: M.tooLong, ...untilFirstIssue }),
  email: emailSchema,
  message: requiredString().max(CONTACT_MESSAGE_LIMITS.messageMax, { error: M.tooLong, ...untilFirstIssue }),
  challenge: challengeSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
