'use client';

import type { NewsletterSignup, NewsletterSignupResponse } from '@stride/contract';
import useSWRMutation from 'swr/mutation';
import { postJson } from './browser-fetch';

const NEWSLETTER_PATH = '/api/lib/v1/newsletter';

/** The footer's newsletter signup: POSTs the address; the api validates it (a 400 names the field). */
export function useNewsletterSignup() {
  return useSWRMutation(NEWSLETTER_PATH, (path: string, { arg }: { arg: NewsletterSignup }) =>
    postJson<NewsletterSignupResponse>(path, arg),
  );
}
