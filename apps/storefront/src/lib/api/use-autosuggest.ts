'use client';

import type { AutosuggestResponse } from '@stride/contract';
import useSWR from 'swr';
import { getJson } from './browser-fetch';
import { SWR_LONG_DEDUPE } from './swr-config';

/** The autosuggest path of a term (spec §7); the api trims and cuts it, the empty term is valid. */
export function autosuggestPath(term: string): string {
  return `/api/lib/v1/autosuggest?search=${encodeURIComponent(term)}`;
}

/** An answer together with the term it answers, so the box never shows a result under another term. */
export type Autosuggestion = { term: string; response: AutosuggestResponse };

async function fetchSuggestions([path, term]: readonly [string, string]): Promise<Autosuggestion> {
  return { term, response: await getJson<AutosuggestResponse>(path) };
}

/**
 * Suggestions for an (already debounced, trimmed) term, or nothing while `enabled` is false — the
 * box asks only once it is open. Identical terms share one answer for 30 s (spec §7 Caching); the
 * provider's defaults keep SWR from retrying or refetching on focus and reconnect. The previous
 * answer stays while the next loads, so the panel does not flash empty between keystrokes.
 */
export function useAutosuggest(term: string, enabled: boolean) {
  return useSWR(enabled ? ([autosuggestPath(term), term] as const) : null, fetchSuggestions, {
    ...SWR_LONG_DEDUPE,
    keepPreviousData: true,
  });
}
