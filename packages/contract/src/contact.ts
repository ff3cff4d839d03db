import { z } from 'zod';

/**
 * The contact form (issue 15 §2): POST /api/lib/v1/contact with `{name, email, message, challenge:
 * {token, answer}}`, the question from GET /api/lib/v1/auth/signup-challenge. The body is checked by
 * @stride/rules' contactMessageSchema in the api (as the account forms are), so each message lands on
 * its named field (spec §8); a bad body is a 400 with translated field errors and nothing is sent.
 */
export const ContactMessageRequestSchema = z.record(z.string(), z.unknown());

/** What the browser sends: the fields as typed, the question's token and the answer. */
export type ContactMessageRequest = {
  name: string;
  email: string;
  message: string;
  challenge: { token: string; answer: string };
};

/** The message is queued for the shop's admin address; `message` thanks the sender in the shop's language. */
export const ContactMessageSentSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactMessageSent = z.infer<typeof ContactMessageSentSchema>;
