import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorResponseSchema, WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { openTestDatabase, type TestDatabaseOptions } from '@stride/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';

/**
 * The one setup of the api integration tests: the real app on a fresh migrated and seeded database
 * (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set) and a temporary data dir whose
 * photos are the seeded ones.
 */
export type TestApp = { app: FastifyInstance; database: DatabaseHandle; config: Config };

export const HOST = { sk: 'sk.localhost', cz: 'cz.localhost', hu: 'hu.localhost' } as const;

/** Registers beforeAll/afterAll for the file and returns the running app (on a catalog of `options.products`). */
export function useTestApp(options: TestDatabaseOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stride-api-test-'));
    const database = await openTestDatabase(options);
    // The seeded photos live in the test database's data dir; the image cache stays in ours.
    if (database.dataDir) await symlink(join(database.dataDir, 'photos'), join(dataDir, 'photos'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const app = await buildApp(config, { database });
    await app.ready();
    current = { app, database, config };
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.database.close();
    // A signup's e-mail goes to the outbox folder after the answer, so it may still be writing there:
    // retried, removing the folder does not fail on a file that appeared meanwhile (ENOTEMPTY).
    if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });
  return () => {
    if (!current) throw new Error('useTestApp: the app is not running yet (use it inside a test)');
    return current;
  };
}

export type Response<T> = { status: number; body: T; headers: Record<string, string | string[] | number | undefined> };

/** `remoteAddress`: the client's address as the api sees it (inject's default is 127.0.0.1). */
type RequestOptions = { host?: string; token?: string; headers?: Record<string, string>; remoteAddress?: string };

let clients = 0;

/** An address no other request of this test process came from: rate limits count per address. */
export function newClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

function headersOf(options: RequestOptions): Record<string, string> {
  return {
    host: options.host ?? HOST.sk,
    ...(options.token === undefined ? {} : { [WEBINSTANCE_TOKEN_HEADER]: options.token }),
    ...options.headers,
  };
}

/** GET through inject; the Host defaults to the Slovak storefront. */
export async function get<T = unknown>(app: FastifyInstance, url: string, options: RequestOptions = {}) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: headersOf(options),
    remoteAddress: options.remoteAddress,
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    body: (isJson ? response.json() : response.body) as T,
    headers: response.headers,
    raw: response.rawPayload,
  };
}

export async function post<T = unknown>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: RequestOptions = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as string,
    headers: headersOf(options),
    remoteAddress: options.remoteAddress,
  });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

/** Asserts the api's error shape: status, code, and a non-empty message (for `field` when given). */
export function expectError(response: { status: number; body: unknown }, status: number, field?: string | null) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = ErrorResponseSchema.parse(response.body);
  expect(body.code).toBe(status === 400 ? 'bad_request' : status === 404 ? 'not_found' : body.code);
  expect(body.messages.length).toBeGreaterThan(0);
  for (const message of body.messages) expect(message.message.trim()).not.toBe('');
  if (field !== undefined) expect(body.messages.map((m) => m.field)).toContain(field);
  return body;
}
