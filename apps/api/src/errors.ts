import { type ErrorResponse, ErrorResponseSchema, type Locale } from '@stride/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type MessageKey, type MessageParams, translate } from './messages';

/** One message of an error answer, translated only when the answer is written. */
export type FieldError = { field: string | null; key: MessageKey; params?: MessageParams };

/** An expected failure: becomes a 4xx with the error shape; never logged as an error. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly fieldErrors: FieldError[],
  ) {
    super(`${code}: ${fieldErrors.map((e) => e.key).join(', ')}`);
  }
}

export class NotFoundError extends ApiError {
  constructor(key: MessageKey = 'not_found', params: MessageParams = {}, field: string | null = null) {
    super(404, 'not_found', [{ field, key, params }]);
  }
}

export class BadRequestError extends ApiError {
  constructor(fieldErrors: FieldError[]) {
    super(400, 'bad_request', fieldErrors);
  }
}

/** Documents the error answers in OpenAPI; also makes Fastify serialize them through the contract. */
export const errorResponses = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 500: ErrorResponseSchema };

/** Per-field texts for a failed pattern, clearer than a generic "wrong format". */
const FORMAT_KEY_BY_FIELD: Record<string, MessageKey> = {
  productIds: 'invalid_id_list',
  category: 'invalid_url_name',
  urlTitle: 'invalid_url_name',
  email: 'invalid_email',
};

type ValidationIssue = { keyword: string; instancePath: string; params: Record<string, unknown> };

function rawValue(request: FastifyRequest, context: string | undefined, path: string[]): unknown {
  const source: unknown =
    context === 'querystring'
      ? request.query
      : context === 'body'
        ? request.body
        : context === 'params'
          ? request.params
          : context === 'headers'
            ? request.headers
            : undefined;
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    source,
  );
}

function limitOf(params: Record<string, unknown>, bound: 'minimum' | 'maximum'): number | string {
  const value = params[bound];
  const n = typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  if (Number.isNaN(n)) return String(value);
  // positive() is "greater than 0": for the integers this api takes, the first allowed value is 1.
  if (params.inclusive === false) return bound === 'minimum' ? n + 1 : n - 1;
  return n;
}

/** A zod issue (as fastify-type-provider-zod reports it) as a field and a translatable message. */
export function fieldErrorOf(issue: ValidationIssue, request: FastifyRequest, context: string | undefined): FieldError {
  const path = issue.instancePath.split('/').filter(Boolean);
  const named = path.filter((part) => !/^\d+$/.test(part));
  const field = named.length > 0 ? named.join('.') : null;
  const topField = named[0] ?? '';
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type': {
      if (rawValue(request, context, path) === undefined) return { field, key: 'required' };
      if (p.expected === 'number' || p.expected === 'int') return { field, key: 'invalid_number' };
      if (p.expected === 'string') return { field, key: 'invalid_text' };
      return { field, key: 'invalid_format' };
    }
    case 'too_small':
      if (p.origin === 'number' || p.origin === 'bigint') {
        return { field, key: 'too_small_number', params: { limit: limitOf(p, 'minimum') } };
      }
      if (p.origin === 'string') {
        return limitOf(p, 'minimum') === 1
          ? { field, key: 'required' }
          : { field, key: 'too_short_text', params: { limit: limitOf(p, 'minimum') } };
      }
      return { field, key: 'too_few_items', params: { limit: limitOf(p, 'minimum') } };
    case 'too_big':
      if (p.origin === 'number' || p.origin === 'bigint') {
        return { field, key: 'too_big_number', params: { limit: limitOf(p, 'maximum') } };
      }
      if (p.origin === 'string') return { field, key: 'too_long_text', params: { limit: limitOf(p, 'maximum') } };
      return { field, key: 'too_many_items', params: { limit: limitOf(p, 'maximum') } };
    case 'invalid_format':
      if (p.format === 'email') return { field, key: 'invalid_email' };
      return { field, key: FORMAT_KEY_BY_FIELD[topField] ?? 'invalid_format' };
    case 'invalid_value':
      return {
        field,
        key: 'invalid_choice',
        params: { values: Array.isArray(p.values) ? p.values.map(String).join(', ') : '' },
      };
    case 'unrecognized_keys':
      return { field, key: 'unknown_keys', params: { values: Array.isArray(p.keys) ? p.keys.join(', ') : '' } };
    default:
      return { field, key: FORMAT_KEY_BY_FIELD[topField] ?? 'invalid_format' };
  }
}

export function errorBody(locale: Locale, code: string, fieldErrors: FieldError[]): ErrorResponse {
  // One message per field is enough for a form; zod may report several issues for one value.
  const seen = new Set<string>();
  const messages = fieldErrors
    .filter((e) => {
      const id = e.field ?? '';
      if (e.field !== null && seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .map((e) => ({ field: e.field, message: translate(locale, e.key, e.params) }));
  return { success: false, code, messages };
}

const CODE_BY_STATUS: Record<number, string> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * The one place that turns failures into HTTP answers. `localeOf` must not throw: it is also used
 * when the web instance itself could not be resolved.
 */
export function registerErrorHandling(app: FastifyInstance, localeOf: (request: FastifyRequest) => Locale): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(locale, error.code, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = error.validation.map((issue) => fieldErrorOf(issue, request, error.validationContext));
      return reply.status(400).send(errorBody(locale, 'bad_request', fieldErrors));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large…
      request.log.info({ err: error }, 'client error');
      return reply
        .status(status)
        .send(errorBody(locale, CODE_BY_STATUS[status] ?? 'bad_request', [{ field: null, key: 'bad_request' }]));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(locale, 'internal', [{ field: null, key: 'internal' }]));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(localeOf(request), 'not_found', [{ field: null, key: 'route_not_found' }]));
  });
}
