import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorResponse, ErrorResponseSchema, type Locale } from '@stride/contract';
import { DEFAULT_LOCALE } from '@stride/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The visitor must log in first (spec §8 "unauthorised access"), or the credentials given are wrong:
 * a 401 with the message saying which.
 */
export class UnauthorizedError extends ApiError {
  constructor(fieldErrors: FieldError[] = [{ field: null, key: 'unauthorised' }]) {
    super(401, 'unauthorised', fieldErrors);
  }
}

/** Too many tries in a while (login, signup, a reset link): the message says when to try again. */
export class TooManyRequestsError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, 'too_many_requests', [
      { field: null, key: 'too_many_requests', params: { seconds: retryAfterSeconds } },
    ]);
  }
}

/** The request is refused whoever sends it again: a state-changing request from another site's page. */
export class ForbiddenError extends ApiError {
  constructor(fieldErrors: FieldError[]) {
    super(403, 'forbidden', fieldErrors);
  }
}

/**
 * The request was understood but clashes with the current state, and sending it again as it is will
 * not help until that state changes: more pieces than are in stock, a coupon already used, an order
 * already placed. The messages say what clashed.
 */
export class ConflictError extends ApiError {
  constructor(fieldErrors: FieldError[] = [{ field: null, key: 'conflict' }]) {
    super(409, 'conflict', fieldErrors);
  }
}

/**
 * The request is well-formed (it passed validation) but what it asks for cannot be done: a voucher
 * code that does not exist, a delivery method the cart's goods cannot take. A 400 is reserved for
 * requests whose shape is wrong.
 */
export class UnprocessableError extends ApiError {
  constructor(fieldErrors: FieldError[] = [{ field: null, key: 'unprocessable' }]) {
    super(422, 'unprocessable', fieldErrors);
  }
}

/**
 * A party we depend on (ISIC's verification api) gave no answer: nothing changed, and the same
 * request may well succeed later. The message says so.
 */
export class UnavailableError extends ApiError {
  constructor(fieldErrors: FieldError[]) {
    super(503, 'unavailable', fieldErrors);
  }
}

/** Documents the error answers in OpenAPI; also makes Fastify serialize them through the contract. */
export const errorResponses = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 500: ErrorResponseSchema };

/** The error answers of a route that changes state: besides the above, a conflict (409) and a refusal (422). */
export const writeErrorResponses = { ...errorResponses, 409: ErrorResponseSchema, 422: ErrorResponseSchema };

/** The error answers of an account's route: besides a write's, "log in first" (401) and too many tries (429). */
export const accountErrorResponses = { ...writeErrorResponses, 401: ErrorResponseSchema, 429: ErrorResponseSchema };

/** A change that asks another party first (ISIC): besides the above, that party's silence (503). */
export const upstreamErrorResponses = { ...writeErrorResponses, 503: ErrorResponseSchema };

/**
 * Per-field texts for a failed pattern, clearer than a generic "wrong format". A Map, because the
 * field comes from the failing input's path: a field named `constructor` must not find
 * Object.prototype's.
 */
const FORMAT_KEY_BY_FIELD = new Map<string, MessageKey>([
  ['productIds', 'invalid_id_list'],
  ['category', 'invalid_url_name'],
  ['urlTitle', 'invalid_url_name'],
  ['email', 'invalid_email'],
]);

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
    // Own properties only: a request's `__proto__` or `toString` is a missing value, not an inherited one.
    (value, key) =>
      value !== null && typeof value === 'object' && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined,
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
      return { field, key: FORMAT_KEY_BY_FIELD.get(topField) ?? 'invalid_format' };
    case 'invalid_value':
      return {
        field,
        key: 'invalid_choice',
        params: { values: Array.isArray(p.values) ? p.values.map(String).join(', ') : '' },
      };
    case 'unrecognized_keys':
      return { field, key: 'unknown_keys', params: { values: Array.isArray(p.keys) ? p.keys.join(', ') : '' } };
    default:
      return { field, key: FORMAT_KEY_BY_FIELD.get(topField) ?? 'invalid_format' };
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

/**
 * Answers by status for failures that are not ApiErrors (Fastify's, a plugin's): the code a client
 * branches on, and the text when the status alone says what to change.
 */
const ANSWER_BY_STATUS = new Map<number, { code: string; key?: MessageKey }>([
  [400, { code: 'bad_request' }],
  [401, { code: 'unauthorised', key: 'unauthorised' }],
  [404, { code: 'not_found', key: 'not_found' }],
  [405, { code: 'method_not_allowed' }],
  [408, { code: 'request_timeout', key: 'request_timeout' }],
  [409, { code: 'conflict', key: 'conflict' }],
  [413, { code: 'payload_too_large', key: 'body_too_large' }],
  [414, { code: 'uri_too_long', key: 'url_too_long' }],
  [415, { code: 'unsupported_media_type', key: 'unsupported_media_type' }],
  [422, { code: 'unprocessable', key: 'unprocessable' }],
  [429, { code: 'too_many_requests', key: 'try_again_later' }],
  [431, { code: 'headers_too_large', key: 'headers_too_large' }],
]);

/** Fastify's own 400s, each with a text saying what is wrong instead of a bare "bad request". */
const KEY_BY_FASTIFY_CODE = new Map<string, MessageKey>([
  ['FST_ERR_BAD_URL', 'bad_url'],
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'invalid_json'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'invalid_json'],
]);

/** The code and text of a failure Fastify or a plugin raised, by its status and (for a 400) Fastify's code. */
function answerOf(status: number, fastifyCode?: unknown): { code: string; key: MessageKey } {
  const known = ANSWER_BY_STATUS.get(status);
  const specific = typeof fastifyCode === 'string' ? KEY_BY_FASTIFY_CODE.get(fastifyCode) : undefined;
  return { code: known?.code ?? 'bad_request', key: specific ?? known?.key ?? 'bad_request' };
}

/** A failure as its answer: status, code, messages (translated when written) and how to log it. */
type Failure = { status: number; code: string; fieldErrors: FieldError[]; log?: 'info' | 'error' };

function propertyOf(error: unknown, name: 'statusCode' | 'code'): unknown {
  return error !== null && typeof error === 'object' && name in error
    ? (error as Record<typeof name, unknown>)[name]
    : undefined;
}

/** The one mapping from anything thrown (by a service, by validation, by Fastify or a plugin) to an answer. */
function failureOf(error: unknown, request: FastifyRequest): Failure {
  if (error instanceof ApiError) return { status: error.statusCode, code: error.code, fieldErrors: error.fieldErrors };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = error.validation.map((issue) => fieldErrorOf(issue, request, error.validationContext));
    return { status: 400, code: 'bad_request', fieldErrors };
  }
  const status = propertyOf(error, 'statusCode');
  if (typeof status !== 'number' || status < 400 || status >= 500) {
    return { status: 500, code: 'internal', fieldErrors: [{ field: null, key: 'internal' }], log: 'error' };
  }
  // Fastify's own client errors: a malformed URL or JSON body, a wrong content type, a body too large…
  const { code, key } = answerOf(status, propertyOf(error, 'code'));
  const params: MessageParams =
    key === 'body_too_large' ? { limit: Math.floor(request.routeOptions.bodyLimit / 1024) } : {};
  return { status, code, fieldErrors: [{ field: null, key, params }], log: 'info' };
}

/**
 * Writes a failure in the error shape, translated for the request: the error handler, and Fastify's
 * `frameworkErrors` (a malformed URL, an over-long path parameter), which fail before any route runs.
 * `localeOf` must not throw: it is also used when the web instance itself could not be resolved.
 */
export function errorSender(localeOf: (request: FastifyRequest) => Locale) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const failure = failureOf(error, request);
    if (failure.log === 'error') request.log.error({ err: error }, 'unexpected error');
    if (failure.log === 'info') request.log.info({ err: error }, 'client error');
    return reply.status(failure.status).send(errorBody(localeOf(request), failure.code, failure.fieldErrors));
  };
}

/** The one place that turns failures, and requests for routes that do not exist, into HTTP answers. */
export function registerErrorHandling(app: FastifyInstance, localeOf: (request: FastifyRequest) => Locale): void {
  app.setErrorHandler(errorSender(localeOf));
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(localeOf(request), 'not_found', [{ field: null, key: 'route_not_found' }]));
  });
}

/** @fastify/rate-limit's answer to a client over its limit (its errorResponseBuilder): when to try again. */
export function tooManyRequests(_request: unknown, context: { ttl: number }): ApiError {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new ApiError(429, 'too_many_requests', [{ field: null, key: 'too_many_requests', params: { seconds } }]);
}

/** Node's errors for a connection whose request could not be read, by the status they are answered with. */
const STATUS_BY_CLIENT_ERROR = new Map<string, number>([
  // headersTimeout or requestTimeout ran out (config.ts: API_HEADERS_TIMEOUT_MS, API_REQUEST_TIMEOUT_MS)
  ['ERR_HTTP_REQUEST_TIMEOUT', 408],
  ['HPE_HEADER_OVERFLOW', 431],
]);

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (malformed, headers too large, sent
 * too slowly) is answered in the error shape and its connection closed. Nothing of it was parsed,
 * so neither its web instance nor its language is known: the default web instance's language.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_BY_CLIENT_ERROR.get(error.code ?? '') ?? 400;
  if (socket.writable) {
    const { code, key } = answerOf(status);
    const body = JSON.stringify(errorBody(DEFAULT_LOCALE, code, [{ field: null, key }]));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
