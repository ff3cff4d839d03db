import { connect, type Socket } from 'node:net';
import { ErrorResponseSchema, type Locale, WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import { webInstanceToken } from '@stride/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { newClientAddress, useTestApp } from './test-support/test-app';

// Failures Fastify and Node answer before any route runs (a malformed URL or body, a client too
// slow): each in the api's error shape, translated, never Fastify's default shape and never a 500.
const testApp = useTestApp();

type Case = {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  contentType?: string;
  payload?: string;
  status: number;
  code: string;
  messages: Record<Locale, string>;
};

const BAD_URL = {
  status: 400,
  code: 'bad_request',
  messages: {
    sk: 'Adresa požiadavky nemá platný formát (chybné kódovanie znakov s %).',
    cz: 'Adresa požadavku nemá platný formát (chybné kódování znaků s %).',
    hu: 'A kérés címe érvénytelen (hibás %-kódolás).',
  },
};
const INVALID_JSON = {
  status: 400,
  code: 'bad_request',
  messages: {
    sk: 'Telo požiadavky nie je platný JSON.',
    cz: 'Tělo požadavku není platný JSON.',
    hu: 'A kérés törzse nem érvényes JSON.',
  },
};
const UNSUPPORTED = {
  status: 415,
  code: 'unsupported_media_type',
  messages: {
    sk: 'Nepodporovaný typ obsahu. Posielajte údaje ako application/json.',
    cz: 'Nepodporovaný typ obsahu. Posílejte data jako application/json.',
    hu: 'Nem támogatott tartalomtípus. Az adatokat application/json formátumban küldje.',
  },
};
const NEWSLETTER = '/api/lib/v1/newsletter';

const CASES: Case[] = [
  { name: 'bad percent-encoding in a path', method: 'GET', url: '/api/lib/v1/products/%zz', ...BAD_URL },
  { name: 'a cut UTF-8 sequence in a path parameter', method: 'GET', url: '/api/pages/page/%E0%A4%A', ...BAD_URL },
  {
    name: 'a path parameter over maxParamLength',
    method: 'GET',
    url: `/api/pages/page/${'a'.repeat(1001)}`,
    status: 414,
    code: 'uri_too_long',
    messages: {
      sk: 'Adresa požiadavky je príliš dlhá.',
      cz: 'Adresa požadavku je příliš dlouhá.',
      hu: 'A kérés címe túl hosszú.',
    },
  },
  {
    name: 'JSON cut off',
    method: 'POST',
    url: NEWSLETTER,
    contentType: 'application/json',
    payload: '{"email": ',
    ...INVALID_JSON,
  },
  {
    name: 'an empty JSON body',
    method: 'POST',
    url: NEWSLETTER,
    contentType: 'application/json',
    payload: '',
    ...INVALID_JSON,
  },
  {
    name: 'a __proto__ key in JSON',
    method: 'POST',
    url: NEWSLETTER,
    contentType: 'application/json',
    payload: '{"__proto__": {"admin": true}, "email": "a@example.sk"}',
    ...INVALID_JSON,
  },
  {
    name: 'a text/plain body',
    method: 'POST',
    url: NEWSLETTER,
    contentType: 'text/plain',
    payload: 'a@example.sk',
    ...UNSUPPORTED,
  },
  {
    name: 'an XML body',
    method: 'POST',
    url: NEWSLETTER,
    contentType: 'application/xml',
    payload: '<email>a@example.sk</email>',
    ...UNSUPPORTED,
  },
  {
    name: 'a form body',
    method: 'POST',
    url: NEWSLETTER,
    contentType: 'application/x-www-form-urlencoded',
    payload: 'email=a%40example.sk',
    ...UNSUPPORTED,
  },
  {
    name: 'a body over 64 kB',
    method: 'POST',
    url: NEWSLETTER,
    contentType: 'application/json',
    payload: JSON.stringify({ email: `${'a'.repeat(70_000)}@example.sk` }),
    status: 413,
    code: 'payload_too_large',
    messages: {
      sk: 'Požiadavka je príliš veľká. Povolených je najviac 64 kB.',
      cz: 'Požadavek je příliš velký. Povoleno je nejvýše 64 kB.',
      hu: 'A kérés túl nagy. Legfeljebb 64 kB megengedett.',
    },
  },
];

describe('Fastify’s own client errors', () => {
  it.each(
    CASES.flatMap((testCase) =>
      (['sk', 'cz', 'hu'] as const).map((locale) => [testCase.name, locale, testCase] as const),
    ),
  )('answers %s in the error shape, in %s', async (_, locale, testCase) => {
    const response = await testApp().app.inject({
      method: testCase.method,
      url: testCase.url,
      remoteAddress: newClientAddress(),
      headers: {
        [WEBINSTANCE_TOKEN_HEADER]: webInstanceToken(locale),
        ...(testCase.contentType ? { 'content-type': testCase.contentType } : {}),
      },
      ...(testCase.payload === undefined ? {} : { payload: testCase.payload }),
    });
    expect(response.statusCode, response.body).toBe(testCase.status);
    expect(ErrorResponseSchema.parse(response.json())).toEqual({
      success: false,
      code: testCase.code,
      messages: [{ field: null, message: testCase.messages[locale] }],
    });
  });
});

// A real listening server with short limits, reached over a raw socket that sends slowly.
const LIMITS = { headersMs: 300, requestMs: 600, keepAliveMs: 300 };
/** Beyond a limit: the moment Node looks (a quarter of the headers limit) and a slow machine's slack. */
const SLACK_MS = 1_000;
/** Node waits a second past keepAliveTimeout for a client that reuses the connection just in time. */
const NODE_KEEP_ALIVE_GRACE_MS = 1_000;

describe('a client too slow, or not speaking HTTP', () => {
  let server: FastifyInstance | undefined;
  let port = 0;

  beforeAll(async () => {
    const { config, database } = testApp();
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: config.dataDir,
      API_HEADERS_TIMEOUT_MS: String(LIMITS.headersMs),
      API_REQUEST_TIMEOUT_MS: String(LIMITS.requestMs),
      API_KEEP_ALIVE_TIMEOUT_MS: String(LIMITS.keepAliveMs),
      API_IDLE_TIMEOUT_MS: '10000',
    };
    server = await buildApp(loadConfig(env), { database });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => server?.close());

  /**
   * Opens a connection, sends `start`, then `drip` every 50 ms until the server closes the
   * connection or 10 s pass (then the socket is destroyed, so the test always ends). Resolves with
   * what the server sent and how long the connection lived.
   */
  function trickle(
    start: string,
    drip: string,
  ): Promise<{ received: string; milliseconds: number; closedByServer: boolean }> {
    return new Promise((resolve, reject) => {
      const began = Date.now();
      const socket: Socket = connect(port, '127.0.0.1');
      let received = '';
      let closedByServer = true;
      const dripping = setInterval(() => {
        if (socket.writable) socket.write(drip);
      }, 50);
      const giveUp = setTimeout(() => {
        closedByServer = false;
        socket.destroy();
      }, 10_000);
      let failure: Error | undefined;
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      // A reset after the server's answer is a close like any other; with no answer it fails the test.
      socket.on('error', (error) => {
        failure = error;
      });
      socket.on('close', () => {
        clearInterval(dripping);
        clearTimeout(giveUp);
        if (received === '' && failure) reject(failure);
        else resolve({ received, milliseconds: Date.now() - began, closedByServer });
      });
      socket.once('connect', () => socket.write(start));
    });
  }

  /** Nothing of the request was read, so the answer is in the default web instance's language. */
  function expectAnswer(received: string, status: number, code: string, message: string): void {
    expect(received).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const body = received.slice(received.indexOf('\r\n\r\n') + 4);
    expect(ErrorResponseSchema.parse(JSON.parse(body))).toEqual({
      success: false,
      code,
      messages: [{ field: null, message }],
    });
  }

  const expectTimeoutAnswer = (received: string) =>
    expectAnswer(received, 408, 'request_timeout', 'A kérés nem érkezett meg időben. Kérjük, próbálja újra.');

  it('closes a connection whose body trickles in, at the request timeout, with a 408', async () => {
    const headers =
      `POST ${NEWSLETTER} HTTP/1.1\r\nHost: sk.localhost\r\nContent-Type: application/json\r\n` +
      'Content-Length: 1000\r\n\r\n{"email":"';
    const { received, milliseconds, closedByServer } = await trickle(headers, 'a');
    expect(closedByServer).toBe(true);
    expect(milliseconds).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(milliseconds).toBeLessThan(LIMITS.requestMs + SLACK_MS);
    expectTimeoutAnswer(received);
  });

  it('closes a connection whose headers never end, at the headers timeout, with a 408', async () => {
    const { received, milliseconds, closedByServer } = await trickle(
      'GET /api/lib/v1/webinstance HTTP/1.1\r\nHost: sk.localhost\r\n',
      'X-Slow: a\r\n',
    );
    expect(closedByServer).toBe(true);
    expect(milliseconds).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(milliseconds).toBeLessThan(LIMITS.headersMs + SLACK_MS);
    expectTimeoutAnswer(received);
  });

  it('answers a whole request, then closes the idle kept-alive connection at the keep-alive timeout', async () => {
    const { received, milliseconds, closedByServer } = await trickle(
      'GET /healthz HTTP/1.1\r\nHost: sk.localhost\r\nConnection: keep-alive\r\n\r\n',
      '',
    );
    expect(closedByServer).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(milliseconds).toBeGreaterThanOrEqual(LIMITS.keepAliveMs - 50);
    expect(milliseconds).toBeLessThan(LIMITS.keepAliveMs + NODE_KEEP_ALIVE_GRACE_MS + SLACK_MS);
  });

  it('answers headers over Node’s 16 KB with a 431 in the error shape and closes', async () => {
    const { received, closedByServer } = await trickle(
      `GET /healthz HTTP/1.1\r\nHost: sk.localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      '',
    );
    expect(closedByServer).toBe(true);
    expectAnswer(received, 431, 'headers_too_large', 'A kérés fejlécei túl nagyok.');
  });

  it('answers what is no HTTP request with a 400 in the error shape and closes', async () => {
    const { received, closedByServer } = await trickle('HELLO THERE\r\n\r\n', '');
    expect(closedByServer).toBe(true);
    expectAnswer(received, 400, 'bad_request', 'Hibás kérésformátum.');
  });
});
