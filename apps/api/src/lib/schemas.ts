import { WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import { z } from 'zod';

/**
 * The optional header that picks the web instance, documented on every route. Loose, because
 * Fastify replaces request.headers with the parsed value: the other headers must survive.
 */
export const WebInstanceHeadersSchema = z.looseObject({
  [WEBINSTANCE_TOKEN_HEADER]: z
    .string()
    .max(200)
    .optional()
    .describe(
      'Selects the web instance explicitly; without it the Host decides (X-Forwarded-Host only from a proxy the api trusts, TRUST_PROXY).',
    ),
});
