import { headers } from 'next/headers';
import type { z } from 'zod';
import { storefrontEnv } from '@/env';
import { requestHost } from '@/i18n/host-locale';

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

export type CatalogCache = {
  /** Seconds the answer may be reused; catalog reads are the same for every visitor of a host. */
  revalidate: number;
  /** Tags for on-demand revalidation (`revalidateTag`). */
  tags: string[];
};

async function fetchFromApi(path: string, cache: CatalogCache): Promise<Response> {
  // The api picks the web instance from the host the shopper typed; the host header is part of
  // Next's fetch-cache key, so each storefront gets its own cached answer.
  return fetch(`${storefrontEnv().API_URL}${path}`, {
    headers: { accept: 'application/json', 'x-forwarded-host': requestHost(await headers()) ?? '' },
    next: { revalidate: cache.revalidate, tags: cache.tags },
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
