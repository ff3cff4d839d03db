import { ErrorResponseSchema, ProductListQuerySchema } from '@stride/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BadRequestError,
  ConflictError,
  errorBody,
  NotFoundError,
  registerErrorHandling,
  tooManyRequests,
  UnprocessableError,
} from './errors';

/** The handler on a bare Fastify instance: no database needed to see how failures are answered. */
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, (request) => (request.headers['x-locale'] === 'hu' ? 'hu' : 'sk'));
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db');
  });
  typed.get('/missing', async () => {
    throw new NotFoundError('category_not_found', { value: 'trail' }, 'category');
  });
  typed.get('/plugin-limit', async () => {
    // What a rate limiter without our errorResponseBuilder throws.
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
  typed.post('/conflict', async () => {
    throw new ConflictError();
  });
  typed.post('/refused', async () => {
    throw new UnprocessableError([{ field: 'code', key: 'unprocessable' }]);
  });
  typed.get('/plugin-conflict', async () => {
    throw Object.assign(new Error('already there'), { statusCode: 409 });
  });
  typed.get('/bad', async () => {
    throw new BadRequestError([{ field: 'sizeId', key: 'required' }]);
  });
  typed.get('/products', { schema: { querystring: ProductListQuerySchema } }, async (request) => request.query);
  // Fields named like Object's properties: their names must not find anything on Object.prototype.
  typed.post(
    '/prototype-names',
    { schema: { body: z.object({ constructor: z.string().regex(/^\d+$/), toString: z.string() }) } },
    async (request) => request.body,
  );
  typed.post(
    '/strict',
    { schema: { body: z.strictObject({ name: z.string().min(2).max(5) }) } },
    async (request) => request.body,
  );
  await app.ready();
});

afterAll(() => app.close());

describe('the error handler', () => {
  it('answers an unexpected error with 500 and no detail, and logs it with the request id', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = ErrorResponseSchema.parse(response.json());
    expect(body).toEqual({
      success: false,
      code: 'internal',
      messages: [{ field: null, message: 'Nastala chyba. Skúste to prosím znova.' }],
    });
    expect(response.body).not.toContain('secret');
    const entry = logged.map((line) => JSON.parse(line)).find((line) => line.msg === 'unexpected error');
    expect(entry?.reqId).toBeTruthy();
    expect(entry?.err?.message).toContain('secret');
  });

  it('answers typed errors with their status, field and translated text', async () => {
    const missing = await app.inject({ url: '/missing', headers: { 'x-locale': 'hu' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      code: 'not_found',
      messages: [{ field: 'category', message: 'A(z) „trail” kategória nem létezik.' }],
    });
    const bad = await app.inject({ url: '/bad' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([{ field: 'sizeId', message: 'Povinné pole' }]);
  });

  it('answers a conflict with 409 and a refusal with 422, translated, without logging them as errors', async () => {
    const conflict = await app.inject({ method: 'POST', url: '/conflict', headers: { 'x-locale': 'hu' } });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      success: false,
      code: 'conflict',
      messages: [
        {
          field: null,
          message: 'A kérés nem teljesíthető, mert közben megváltozott az állapot. Töltse be újra az oldalt.',
        },
      ],
    });
    const refused = await app.inject({ method: 'POST', url: '/refused' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      code: 'unprocessable',
      messages: [{ field: 'code', message: 'Požiadavku nie je možné vykonať.' }],
    });
    // A plugin's own 409 gets the same code and text as ours.
    const plugin = await app.inject({ url: '/plugin-conflict' });
    expect(plugin.statusCode).toBe(409);
    expect(plugin.json().code).toBe('conflict');
    const errorsLogged = logged.map((line) => JSON.parse(line)).filter((line) => line.msg === 'unexpected error');
    expect(errorsLogged.map((line) => line.err?.message)).not.toContain('already there');
  });

  it('turns each failed query parameter into a clear message for that field', async () => {
    const response = await app.inject({ url: '/products?perPage=500&page=abc&productIds=1,,2&fields=nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([
      { field: 'productIds', message: 'Zadajte čísla oddelené čiarkou, napríklad 12,34.' },
      { field: 'fields', message: expect.stringContaining('Neznáma hodnota. Povolené sú: id, name,') },
      { field: 'perPage', message: 'Najväčšia povolená hodnota je 100.' },
      { field: 'page', message: 'Zadajte celé číslo.' },
    ]);
  });

  it('reports missing, too short, too long and unknown body fields', async () => {
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/strict', payload: payload as object });
    expect((await post({})).json().messages).toEqual([{ field: 'name', message: 'Povinné pole' }]);
    expect((await post({ name: 'a' })).json().messages).toEqual([
      { field: 'name', message: 'Zadajte aspoň 2 znakov.' },
    ]);
    expect((await post({ name: 'abcdefgh' })).json().messages).toEqual([
      { field: 'name', message: 'Zadajte najviac 5 znakov.' },
    ]);
    expect((await post({ name: 'abc', admin: true })).json().messages).toEqual([
      { field: null, message: 'Neznáme pole: admin.' },
    ]);
  });

  it('names fields called constructor or toString by their own values, not Object’s', async () => {
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/prototype-names', payload: payload as object });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toEqual([
      { field: 'constructor', message: 'Povinné pole' },
      { field: 'toString', message: 'Povinné pole' },
    ]);
    const wrong = await post({ constructor: 'abc', toString: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual([{ field: 'constructor', message: 'Nesprávny formát.' }]);
  });

  it('answers a client over its rate limit with 429 saying when to try again', async () => {
    const error = tooManyRequests(undefined, { ttl: 41_200 });
    expect(error.statusCode).toBe(429);
    expect(errorBody('cz', error.code, error.fieldErrors)).toEqual({
      success: false,
      code: 'too_many_requests',
      messages: [{ field: null, message: 'Příliš mnoho pokusů. Zkuste to znovu za 42 s.' }],
    });
  });

  it('answers another plugin’s 429 in the error shape, in the request’s language', async () => {
    const response = await app.inject({ url: '/plugin-limit', headers: { 'x-locale': 'hu' } });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      success: false,
      code: 'too_many_requests',
      messages: [{ field: null, message: 'Túl sok próbálkozás. Próbálja újra később.' }],
    });
  });

  it('answers a body of the wrong type and an oversized body with 4xx, not 500', async () => {
    const xml = await app.inject({
      method: 'POST',
      url: '/strict',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>hi</name>',
    });
    expect(xml.statusCode).toBe(415);
    ErrorResponseSchema.parse(xml.json());
    const huge = await app.inject({ method: 'POST', url: '/strict', payload: { name: 'x'.repeat(2_000_000) } });
    expect(huge.statusCode).toBe(413);
    ErrorResponseSchema.parse(huge.json());
  });
});
