import type { ContactMessageRequest, ContactMessageSent } from '@stride/contract';
import { sendJson } from './browser-fetch';

/** The contact form's one call (issue 15 §2): the api checks it with the form's own rules and answers a thank-you. */
export function sendContactMessage(request: ContactMessageRequest): Promise<ContactMessageSent> {
  return sendJson<ContactMessageSent>('POST', '/api/lib/v1/contact', request);
}
