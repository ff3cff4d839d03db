import type { ErrorResponse } from '@stride/contract';

/**
 * The browser's calls to the same-origin api (`/api/*`, proxied to the api with the shop's token).
 *
 * No zod here, on purpose: schemas would put ~30 KB of zod and the contract into every page's
 * JavaScript. The boundary is still checked, on the api's side of it: the api serializes every
 * answer through the contract's schema (fastify-type-provider-zod), so an answer that reaches the
 * browser has the contract's shape, and the types here are the contract's, imported as types only.
 */

type FieldMessage = ErrorResponse['messages'][number];

/** A failed browser call: the api's own error answer when it sent one, else just the status. */
export class BrowserApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: FieldMessage[] = [],
  ) {
    super(messages[0]?.message ?? `HTTP ${status}`);
    this.name = 'BrowserApiError';
  }
}

function messagesOf(body: unknown): FieldMessage[] {
  if (typeof body !== 'object' || body === null || !('messages' in body) || !Array.isArray(body.messages)) return [];
  return body.messages.filter(
    (entry): entry is FieldMessage => typeof entry === 'object' && entry !== null && typeof entry.message === 'string',
  );
}

async function readAnswer<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new BrowserApiError(response.status, messagesOf(body));
  return body as T;
}

/** GET a same-origin api path; the answer has the contract's shape `T` (see above). */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  return readAnswer<T>(response);
}

/**
 * Sends a change to a same-origin api path (POST, PUT, DELETE), with a JSON body when there is one:
 * a body-less request says no content type, since the api refuses an empty JSON body. `headers` adds
 * a request's own (the order's Idempotency-Key).
 */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers:
      body === undefined
        ? { ...headers, accept: 'application/json' }
        : { ...headers, accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer<T>(response);
}
