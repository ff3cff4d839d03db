'use client';

import type { NewsletterSignup, NewsletterSignupResponse } from '@stride/contract';
import { useCallback, useState } from 'react';
import { sendJson } from './browser-fetch';

const NEWSLETTER_PATH = '/api/lib/v1/newsletter';

/**
 * The footer's newsletter signup: POSTs the address; the api validates it (a 400 names the field).
 * A one-off write with nothing to cache or share, so no swr/mutation: the form is in every page's
 * footer, and that module would be in every page's first JavaScript.
 */
export function useNewsletterSignup() {
  const [isMutating, setMutating] = useState(false);
  const trigger = useCallback(async (signup: NewsletterSignup) => {
    setMutating(true);
    try {
      return await sendJson<NewsletterSignupResponse>('POST', NEWSLETTER_PATH, signup);
    } finally {
      setMutating(false);
    }
  }, []);
  return { trigger, isMutating };
}
