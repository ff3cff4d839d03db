'use client';

import { useEffect, useRef, useState } from 'react';
import { takeFragmentToken } from '@/lib/account/fragment-token';

/**
 * The e-mailed link's token from the URL's fragment (fragment-token.ts): undefined until the page is
 * in the browser, then the token or null. Read once: React's development double effect must not find
 * the fragment already gone and say "no token".
 */
export function useFragmentToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    setToken(takeFragmentToken(window.location, window.history));
  }, []);
  return token;
}
