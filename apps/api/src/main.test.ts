import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import { openDatabase, webInstanceToken } from '@stride/db';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../../../dev-support/processes';

// The api as `npm start` runs it: a real process on a real port. On PostgreSQL it runs two worker
// processes on one port (API_WORKERS); on PGlite one, which owns the embedded database.
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `stride_main_${process.pid}`;
const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).href : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'stride-main-'));
let api: ChildProcess | undefined;

afterAll(async () => {
  if (api && api.exitCode === null) api.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = await openDatabase({ databaseUrl: adminUrl });
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.close();
  }
});

describe(`the api process (${adminUrl ? 'PostgreSQL, 2 workers' : 'PGlite, 1 process'})`, () => {
  it('creates, migrates and seeds its database, serves, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        ...process.env,
        API_PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        API_WORKERS: adminUrl ? '2' : '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, api, 150_000);

    // Several requests at once, so that with two workers both serve; every answer is whole.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${origin}/api/lib/v1/products?perPage=2&fields=id,name`, {
          headers: { [WEBINSTANCE_TOKEN_HEADER]: webInstanceToken('sk') },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { items: unknown[]; total: number };
      expect(body.items).toHaveLength(2);
      expect(body.total).toBeGreaterThan(100);
    }

    const exit = new Promise<number | null>((resolve) => api?.once('exit', (code) => resolve(code)));
    api.kill('SIGTERM');
    expect(await exit).toBe(0);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
  }, 240_000);
});
