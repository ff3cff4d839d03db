import { ErrorResponseSchema } from '@stride/contract';
import type { z } from 'zod';

/** A failed browser call: the api's own error answer when it sent one, else just the status. */
export class BrowserApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: { field: string | null; message: string }[] = [],
  ) {
    super(messages[0]?.message ?? `HTTP ${status}`);
    this.name = 'BrowserApiError';
  }
}

async function readAnswer<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = ErrorResponseSchema.safeParse(body);
    throw new BrowserApiError(response.status, error.success ? error.data.messages : []);
  }
  return schema.parse(body);
}

/** GET a same-origin api path (`/api/...`, proxied to the api) and validate the answer. */
export async function getJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  return readAnswer(response, schema);
}

/** POST a JSON body to a same-origin api path and validate the answer. */
export async function postJson<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  return readAnswer(response, schema);
}
