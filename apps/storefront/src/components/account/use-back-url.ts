'use client';

import { useEffect, useState } from 'react';
import { backUrlOf } from '@/lib/account/back-url';

/**
 * The page's `?backUrl=` when it is this shop's (back-url.ts), read in the browser: the server drops
 * the query of these pages (proxy.ts), and the first render is the same as the server's.
 */
export function useBackUrl(): string | null {
  const [backUrl, setBackUrl] = useState<string | null>(null);
  useEffect(() => setBackUrl(backUrlOf(window.location.search)), []);
  return backUrl;
}
