'use client';

import { NewsletterSignupResponseSchema, NewsletterSignupSchema } from '@stride/contract';
import useSWRMutation from 'swr/mutation';
import { postJson } from './browser-fetch';

const NEWSLETTER_PATH = '/api/lib/v1/newsletter';

/** The footer's newsletter signup: validates the address like the api does, then POSTs it. */
export function useNewsletterSignup() {
  return useSWRMutation(NEWSLETTER_PATH, (path: string, { arg }: { arg: { email: string } }) =>
    postJson(path, NewsletterSignupSchema.parse(arg), NewsletterSignupResponseSchema),
  );
}
