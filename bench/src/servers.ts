import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort, waitForHealth } from '../../dev-support/processes';

export type RunningServer = { origin: string; stop(): Promise<void> };

const ROOT = new URL('../../', import.meta.url).pathname;

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

/** The real api process (apps/api/src/main.ts): it migrates, and seeds an empty database. */
/**
 * With BENCH_API_PROFILE_DIR set, the api (each of its processes) writes a V8 CPU profile there when it
 * stops: where a row's time went, to open in Chrome's DevTools.
 */
function profiling(): string[] {
  const dir = process.env.BENCH_API_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export async function startApi(env: {
  DATA_DIR: string;
  DATABASE_URL?: string;
  TRUST_PROXY?: string;
  /** 1: one serving process, the spawned one (pid), whose memory a bench can read. */
  API_WORKERS?: string;
}): Promise<RunningServer & { pid: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...profiling(), '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: env.DATABASE_URL ?? '',
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child, 15 * 60_000);
  if (child.pid === undefined) throw new Error('the api process did not start');
  return { origin, stop: stopper(child), pid: child.pid };
}

/** The baseline: a bare Fastify hello route in its own process, like the api. */
export async function startBaseline(): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/hello-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  const { port } = JSON.parse(first) as { port: number };
  return { origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/**
 * Waits until the api has worked off the requests a measurement left in flight (autocannon stops
 * at the deadline, the server does not): /healthz runs `SELECT 1`, which on PGlite queues behind
 * every running query and on PostgreSQL behind a busy pool, so a quick answer means idle. Without
 * it one target's backlog would be billed to the next, and stopping would cut queries off mid-way.
 */
export async function waitUntilIdle(origin: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quickInARow = 0;
  while (Date.now() < deadline && quickInARow < 3) {
    const started = performance.now();
    const ok = await fetch(`${origin}/healthz`, {
      signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    }).then(
      (res) => res.ok,
      () => false,
    );
    quickInARow = ok && performance.now() - started < 50 ? quickInARow + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}
