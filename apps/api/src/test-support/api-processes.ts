import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import { type DatabaseHandle, openDatabase, webInstanceToken } from '@stride/db';
import { openTestDatabase } from '@stride/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { freePort, waitForHealth } from '../../../../dev-support/processes';

/**
 * The test database as another api process reaches it: on PostgreSQL a pool of its own on the same
 * database (`TEST_DATABASE_URL`'s server); PGlite belongs to one process, so there the same handle.
 * Two apps built on the two handles share only what lives in the database.
 */
export async function anotherHandleOn(
  database: DatabaseHandle,
): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (database.engine !== 'postgres' || !adminUrl) return { handle: database, close: async () => {} };
  const [row] = await database.query<{ name: string }>('SELECT current_database() AS name');
  if (!row) throw new Error('anotherHandleOn: no current database');
  const url = Object.assign(new URL(adminUrl), { pathname: `/${row.name}` }).href;
  const handle = await openDatabase({ databaseUrl: url, maxConnections: 5 });
  return { handle, close: () => handle.close() };
}

/** A real api process (main.ts) on a port of its own, on the database `databaseUrl` names. */
export type ApiProcess = { origin: string; child: ChildProcess };

/**
 * For a suite on PostgreSQL (`*.postgres.test.ts`): a fresh test database and two api processes on it,
 * as production runs one per core; both stop after the suite. Returns what reads them in the tests.
 */
export function useTwoApiProcesses(): () => { database: DatabaseHandle; apis: [ApiProcess, ApiProcess] } {
  let database: DatabaseHandle | undefined;
  let apis: (ApiProcess & { stop: () => Promise<void> })[] = [];
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('useTwoApiProcesses: two api processes need TEST_DATABASE_URL (PostgreSQL)');
    database = await openTestDatabase();
    const [row] = await database.query<{ name: string }>('SELECT current_database() AS name');
    const url = Object.assign(new URL(adminUrl), { pathname: `/${row?.name}` }).href;
    apis = await Promise.all([startApiProcess(url), startApiProcess(url)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database?.close();
  });
  return () => {
    const [a, b] = apis;
    if (!database || !a || !b) throw new Error('useTwoApiProcesses: read before the suite started them');
    return { database, apis: [a, b] };
  };
}

/** Starts one api process (one worker) on an already migrated and seeded PostgreSQL database. */
export async function startApiProcess(databaseUrl: string): Promise<ApiProcess & { stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      API_WORKERS: '1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child, 120_000);
  return {
    origin,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type HttpAnswer = { status: number; body: unknown; cartToken: string | null; sessionToken: string | null };

/**
 * A request to an api process in the Slovak shop, as the storefront's proxy sends it, with the cart
 * cookie (`headers.cookie` replaces it: a session's); the cart's and the session's cookies it is sent back.
 */
export async function callApi(
  api: ApiProcess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${api.origin}${path}`, {
    method,
    headers: {
      [WEBINSTANCE_TOKEN_HEADER]: webInstanceToken('sk'),
      ...(cookie ? { cookie: `cart=${cookie}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const setCookies = response.headers.getSetCookie();
  const cookieValue = (name: string) =>
    setCookies.map((header) => new RegExp(`^${name}=([^;]+)`).exec(header)?.[1]).find((value) => value !== undefined);
  return {
    status: response.status,
    body: await response.json(),
    cartToken: cookieValue('cart') ?? null,
    sessionToken: cookieValue('session') ?? null,
  };
}
