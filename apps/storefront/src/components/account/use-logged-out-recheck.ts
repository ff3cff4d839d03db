'use client';

import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';

/**
 * A 401 from one of the account's reads means the session ended since the profile was read (it
 * expired, or a password change elsewhere ended it): the profile is read again, and the page's gate
 * takes the visitor to the login.
 */
export function useLoggedOutRecheck(error: unknown) {
  const { mutate } = useSWRConfig();
  const loggedOut = error instanceof BrowserApiError && error.status === 401;
  useEffect(() => {
    if (loggedOut) void mutate(VISITOR_PATHS.profile);
  }, [loggedOut, mutate]);
}
