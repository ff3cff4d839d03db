'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from './swr-config';

export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={SWR_DEFAULTS}>{children}</SWRConfig>;
}
