import { FETCH_DEDUPE_MS, FETCH_FOCUS_THROTTLE_MS, FETCH_RETRY_MS, SUGGEST_DEDUPE_MS } from '@stride/rules/browser';
import type { SWRConfiguration } from 'swr';

/**
 * Browser data fetching as spec §7 "Caching" says: never refetch on focus or reconnect, never
 * retry a failed call; identical calls within 2 s share one request (§9 defaults).
 */
export const SWR_DEFAULTS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: FETCH_DEDUPE_MS,
  errorRetryInterval: FETCH_RETRY_MS,
  focusThrottleInterval: FETCH_FOCUS_THROTTLE_MS,
} satisfies SWRConfiguration;

/** The category's top product and the search suggestions are shared for 30 s (§7). */
export const SWR_LONG_DEDUPE = { dedupingInterval: SUGGEST_DEDUPE_MS } satisfies SWRConfiguration;
