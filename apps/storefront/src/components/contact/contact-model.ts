import type { ContactMessageRequest } from '@stride/contract';

/**
 * The contact form (issue 15 §2): its fields as the api names them, in the page's order, and what it
 * sends. Which message lands on which field is contact-errors.ts, loaded when the form is used.
 */
export const CONTACT_FIELDS = ['name', 'email', 'message', 'challenge.answer'] as const;

export type ContactValues = { name: string; email: string; message: string };

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '' };

export function contactRequestOf(
  values: ContactValues,
  challenge: { token: string; answer: string },
): ContactMessageRequest {
  return {
    ...values,
    email: values.email.trim(),
    challenge: { token: challenge.token, answer: challenge.answer.trim() },
  };
}
