import { WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { getLocale } from 'next-intl/server';
import type { z } from 'zod';
import { storefrontEnv } from '@/env';
import { webInstanceTokenOf } from './webinstance-token';

/** An api answer the storefront cannot use: a non-2xx status or a body that breaks the contract. */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    detail: string,
  ) {
    super(`api ${path}: ${detail}`);
    this.name = 'ApiError';
  }
}

/**
 * The longest any catalog answer or page is reused. Changes reach cached pages sooner, through the
 * `catalog` tag (the cache handler expires it when the api's catalog version moves); this bound is
 * for what no write announces, such as a price dated ahead that takes effect at midnight.
 */
export const CATALOG_MAX_AGE_SECONDS = 60;

/** The tag every catalog read carries, so one catalog change expires every page built from one. */
export const CATALOG_TAG = 'catalog';

export type CatalogCache = {
  /** Further tags for on-demand revalidation (`revalidateTag`), besides `catalog`. */
  tags: string[];
};

async function fetchFromApi(path: string, cache: CatalogCache): Promise<Response> {
  // The web instance is the page's `[locale]` segment (registered with next-intl by every layout
  // and page), never a request header, so a page renders the same for every visitor and can be
  // cached. The token header is part of Next's fetch-cache key: each shop gets its own answers.
  const locale = (await getLocale()) as Locale;
  return fetch(`${storefrontEnv().API_URL}${path}`, {
    headers: { accept: 'application/json', [WEBINSTANCE_TOKEN_HEADER]: webInstanceTokenOf(locale) },
    next: { revalidate: CATALOG_MAX_AGE_SECONDS, tags: [CATALOG_TAG, ...cache.tags] },
  });
}

async function parseBody<S extends z.ZodType>(path: string, response: Response, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await response.json());
  if (!result.success) throw new ApiError(path, response.status, `answer breaks the contract: ${result.error.message}`);
  return result.data;
}

/** GET an api path and validate the answer with the contract's schema; any failure throws. */
export async function apiGet<S extends z.ZodType>(path: string, schema: S, cache: CatalogCache): Promise<z.infer<S>> {
  const response = await fetchFromApi(path, cache);
  if (!response.ok) throw new ApiError(path, response.status, `HTTP ${response.status}`);
  return parseBody(path, response, schema);
}

/** Like apiGet, but an unknown resource (404) is `null` so the page can answer with its 404. */
export async function apiGetOrNull<S extends z.ZodType>(
  path: string,
  schema: S,
  cache: CatalogCache,
): Promise<z.infer<S> | null> {
  const response = await fetchFromApi(path, cache);
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(path, response.status, `HTTP ${response.status}`);
  return parseBody(path, response, schema);
}
