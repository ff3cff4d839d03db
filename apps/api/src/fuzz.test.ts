import { validateHeaderValue } from 'node:http';
import { WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import { webInstanceToken } from '@stride/db';
import { LOCALES } from '@stride/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get, HOST, newClientAddress, useTestApp } from './test-support/test-app';

/**
 * Hostile input on every route the api documents: each path, query and header parameter and each
 * JSON body field gets values meant to break decoding, lookups in plain objects, SQL and the
 * number parsers, in all three web instances. Nothing may answer 5xx. Driven by the OpenAPI
 * document the app serves, so a new route is fuzzed without touching this file.
 */
const testApp = useTestApp();

/** Values as the api should see them once decoded; sent percent-encoded. */
const HOSTILE: readonly string[] = [
  '%',
  '50%',
  'ponožky 100%',
  '%zz',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'x'.repeat(10 * 1024),
  'nike '.repeat(2 * 1024),
  '🏃‍♀️👟🔥',
  'حذاء\u202Eנעל',
  'a\u0000b',
  '../../etc/passwd',
  "' OR 1=1 --",
  'x; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '1e309',
  '99999999999999999999',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  '',
  '   ',
  'a:* & !b | (c',
  '%_\\',
  'vyrobca/constructor/__proto__/x',
];

/** URL fragments sent exactly as written: malformed or unusual percent-encoding. */
const RAW_FRAGMENTS: readonly string[] = ['%', '%zz', '%E0%A4%A', '%00', '%ED%A0%80', '%C0%AF', '%FF', '%%', '+'];

/** JSON body values beyond strings: what JSON.parse gives that a schema may not expect. */
const HOSTILE_JSON: readonly string[] = [
  ...HOSTILE.map((value) => JSON.stringify(value)),
  '1e309',
  '-0',
  '99999999999999999999',
  '-1',
  '0.5',
  'null',
  'true',
  '[]',
  '{}',
  '["a","a"]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
];

/** Whole bodies that are no object at all, or no JSON. */
const HOSTILE_BODIES: readonly string[] = ['', '[]', 'null', '"x"', '42', '{', '{"a":1}{"a":2}', '\u0000'];

/** The parts of the OpenAPI document the fuzzer reads; the rest passes through. */
const JsonSchema = z.looseObject({
  type: z.string().optional(),
  format: z.string().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  required: z.array(z.string()).optional(),
});
type JsonSchema = z.infer<typeof JsonSchema>;
const ParameterSchema = z.object({
  in: z.enum(['path', 'query', 'header', 'cookie']),
  name: z.string(),
  schema: JsonSchema.optional(),
});
type Parameter = z.infer<typeof ParameterSchema>;
const OperationSchema = z.looseObject({
  parameters: z.array(ParameterSchema).default([]),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: JsonSchema.optional() })) }).optional(),
});
const OpenApiSchema = z.looseObject({ paths: z.record(z.string(), z.record(z.string(), OperationSchema)) });
const HttpMethodSchema = z.enum(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

type Operation = {
  method: z.infer<typeof HttpMethodSchema>;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

/** One request of the fuzzer and what it stands for in a failure report. */
type Probe = {
  operation: Operation;
  what: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
};

let operations: Operation[] = [];

beforeAll(async () => {
  const response = await get(testApp().app, '/api/docs/json');
  const document = OpenApiSchema.parse(response.body);
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: HttpMethodSchema.parse(method),
      path,
      parameters: operation.parameters,
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
});

/** A value a parameter or field accepts, for the ones not under test. */
function fillerOf(schema: JsonSchema | undefined): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number') return 1;
  if (schema?.type === 'boolean') return true;
  if (schema?.type === 'array') return [];
  if (schema?.type === 'object') return {};
  return schema?.format === 'email' ? 'runner@example.sk' : 'x';
}

/** The path with `{name}` replaced by `raw` (already encoded) and every other parameter by a filler. */
function pathWith(operation: Operation, name: string | undefined, raw: string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, parameter: string) => {
    if (parameter === name) return raw;
    const schema = operation.parameters.find((p) => p.in === 'path' && p.name === parameter)?.schema;
    return encodeURIComponent(String(fillerOf(schema)));
  });
}

function parametersIn(operation: Operation, place: Parameter['in']): Parameter[] {
  return operation.parameters.filter((parameter) => parameter.in === place);
}

/** Each web instance in turn, by its token, so every instance sees every kind of value. */
const SHOPS = LOCALES.map((locale) => ({ locale, token: webInstanceToken(locale) }));
let sent = 0;

/**
 * Sends the probes and returns one line per 5xx answer, naming the route, what was fuzzed and the
 * status. Every request comes from its own client address, so rate limits do not hide a route's
 * validation behind a 429.
 */
async function failuresOf(probes: readonly Probe[]): Promise<string[]> {
  const { app } = testApp();
  const failures: string[] = [];
  for (const probe of probes) {
    sent += 1;
    const shop = SHOPS[sent % SHOPS.length] ?? { locale: 'sk', token: '' };
    const response = await app.inject({
      method: probe.operation.method,
      url: probe.url,
      remoteAddress: newClientAddress(),
      headers: {
        host: HOST.sk,
        [WEBINSTANCE_TOKEN_HEADER]: shop.token,
        ...(probe.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...probe.headers,
      },
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
    if (response.statusCode >= 500) {
      failures.push(
        `${probe.operation.method.toUpperCase()} ${probe.operation.path} ${probe.what} in ${shop.locale} → ${response.statusCode} (${probe.url.slice(0, 200)})`,
      );
    }
  }
  return failures;
}

/** A value shown in a report: short, with control and invisible characters visible. */
function shown(value: string): string {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}…" (${value.length} chars)` : text;
}

function expectNoServerErrors(failures: string[]): void {
  expect(failures, `5xx answers:\n${failures.join('\n')}`).toEqual([]);
}

describe('every documented route under hostile input', () => {
  it('reads the routes and their parameters from the OpenAPI document', () => {
    // A fuzzer that found nothing to fuzz would pass for nothing.
    const products = operations.find((operation) => operation.path === '/api/lib/v1/products');
    const queried = products ? parametersIn(products, 'query').map((parameter) => parameter.name) : [];
    expect(queried).toEqual(expect.arrayContaining(['search', 'category', 'sort', 'page', 'param']));
    expect(operations.some((operation) => operation.body !== undefined)).toBe(true);
    expect(operations.some((operation) => parametersIn(operation, 'path').length > 0)).toBe(true);
  });

  it('never answers 5xx to a hostile path parameter, encoded or raw', async () => {
    const probes = operations.flatMap((operation) =>
      parametersIn(operation, 'path').flatMap(({ name }) => [
        ...HOSTILE.map((value) => ({
          operation,
          what: `path ${name}=${shown(value)}`,
          url: pathWith(operation, name, encodeURIComponent(value)),
        })),
        ...RAW_FRAGMENTS.map((raw) => ({
          operation,
          what: `path ${name} raw ${raw}`,
          url: pathWith(operation, name, raw),
        })),
      ]),
    );
    expect(probes.length).toBeGreaterThan(0);
    expectNoServerErrors(await failuresOf(probes));
  });

  it('never answers 5xx to a hostile query parameter: encoded, raw, given twice, or as a name', async () => {
    const probes = operations.flatMap((operation) => {
      const path = pathWith(operation, undefined, '');
      const query = parametersIn(operation, 'query');
      const one = query.flatMap(({ name }) => [
        ...HOSTILE.map((value) => ({
          operation,
          what: `query ${name}=${shown(value)}`,
          url: `${path}?${name}=${encodeURIComponent(value)}`,
        })),
        ...RAW_FRAGMENTS.map((raw) => ({ operation, what: `query ${name} raw ${raw}`, url: `${path}?${name}=${raw}` })),
        { operation, what: `query ${name} given twice`, url: `${path}?${name}=1&${name}=constructor` },
      ]);
      // Every parameter at once, so the combinations a service builds from them are tried too.
      const all = HOSTILE.map((value) => ({
        operation,
        what: `every query parameter=${shown(value)}`,
        url: `${path}?${query.map(({ name }) => `${name}=${encodeURIComponent(value)}`).join('&')}`,
      }));
      // Undocumented names: what a lookup keyed by parameter name might find on Object.prototype.
      const names = HOSTILE.map((name) => ({
        operation,
        what: `query name ${shown(name)}`,
        url: `${path}?${encodeURIComponent(name)}=1`,
      }));
      return [...one, ...(query.length > 0 ? all : []), ...names];
    });
    expectNoServerErrors(await failuresOf(probes));
  });

  it('never answers 5xx to a hostile header parameter', async () => {
    const probes = operations.flatMap((operation) =>
      parametersIn(operation, 'header').flatMap(({ name }) =>
        HOSTILE.flatMap((value) => {
          // As it arrives over the wire: UTF-8 bytes that Node reads as latin1; what no client can send is skipped.
          const wire = Buffer.from(value, 'utf8').toString('latin1');
          try {
            validateHeaderValue(name, wire);
          } catch {
            return [];
          }
          return [
            {
              operation,
              what: `header ${name}=${shown(value)}`,
              url: pathWith(operation, undefined, ''),
              headers: { [name]: wire },
            },
          ];
        }),
      ),
    );
    expectNoServerErrors(await failuresOf(probes));
  });

  it('never answers 5xx to a hostile JSON body field, or a body that is no object', async () => {
    const probes = operations.flatMap((operation) => {
      const schema = operation.body;
      if (!schema) return [];
      const url = pathWith(operation, undefined, '');
      const fields = Object.keys(schema.properties ?? {});
      const fillers = Object.fromEntries(
        (schema.required ?? []).map((field) => [
          field,
          fillerOf(JsonSchema.safeParse(schema.properties?.[field]).data),
        ]),
      );
      const fieldProbes = fields.flatMap((field) =>
        HOSTILE_JSON.map((json) => {
          const others = JSON.stringify({ ...fillers, [field]: 0 });
          // The hostile value spliced in as JSON text: 1e309 or a __proto__ key survive no JSON.stringify.
          const payload = others.replace(`${JSON.stringify(field)}:0`, `${JSON.stringify(field)}:${json}`);
          return { operation, what: `body ${field}=${shown(json)}`, url, payload };
        }),
      );
      const bodyProbes = HOSTILE_BODIES.map((payload) => ({ operation, what: `body ${shown(payload)}`, url, payload }));
      return [...fieldProbes, ...bodyProbes];
    });
    expect(probes.length).toBeGreaterThan(0);
    expectNoServerErrors(await failuresOf(probes));
    // A `__proto__` key in a body must stay data, never become every object's prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never answers 5xx to a hostile web instance token', async () => {
    // Documented or not, every route resolves the web instance; the token is the header a client controls.
    const probes = operations.flatMap((operation) =>
      ['constructor', '__proto__', 'toString', "' OR 1=1 --", 'x'.repeat(5000), ' '].map((token) => ({
        operation,
        what: `token ${shown(token)}`,
        url: pathWith(operation, undefined, ''),
        headers: { [WEBINSTANCE_TOKEN_HEADER]: token },
      })),
    );
    expectNoServerErrors(await failuresOf(probes));
  });
});
