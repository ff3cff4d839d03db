import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startApi } from './servers';

const ROOT = new URL('../../', import.meta.url).pathname;
const STOREFRONT = join(ROOT, 'apps/storefront');
/** Its own catalog (the api seeds the default 1,500 products into an empty one), apart from data/bench. */
export const PAGES_DATA_DIR = join(ROOT, 'data/bench-pages');
/** Not the dev (3000) nor the e2e (3100) storefront port. */
const WEB_PORT = 3300;
/** The web instance every request asks for: the storefront picks its shop by the Host header. */
export const SHOP_HOST = `sk.localhost:${WEB_PORT}`;

/**
 * The static baseline lives in the build's own static folder (.next is git-ignored) and is served at
 * /_next/static/…, which the storefront's proxy matcher leaves alone: a .html file in public/ would
 * be sent through the locale middleware and rewritten to a page route. `next start` lists these
 * files once when it starts, so the file must exist before; its bytes are written later, once the
 * category page's size is known (the content is read on every request).
 */
const STATIC_DIR = join(STOREFRONT, '.next/static/stride-bench');
const STATIC_NAME = `same-size-${process.pid}.html`;

export type StorefrontStack = {
  /** The storefront, reached by address; name the shop in the Host (or x-forwarded-host) header. */
  webOrigin: string;
  /** The same storefront as a browser reaches it: the host name picks the shop. */
  shopOrigin: string;
  apiOrigin: string;
  /** The path of the static file on the storefront, and how to fill it. */
  staticPath: string;
  writeStaticFile(body: Buffer): void;
  stop(): Promise<void>;
};

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(new Error(`port ${port} is taken; the storefront bench needs it`)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** The same rule as `npm start`: build when there is no build or a source is newer than it. */
async function buildIfStale(): Promise<void> {
  const script = `import { buildStorefrontIfStale } from './scripts/lib/storefront-build.mjs';
await buildStorefrontIfStale(process.cwd());`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the storefront build failed (exit ${code})`);
}

/** The storefront's server, as `npm start` runs it, in its own process group so that stopping it stops all. */
function startNext(apiOrigin: string): ChildProcess {
  // Next resolves next.config.ts's imports from the working directory.
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: STOREFRONT,
    env: {
      ...process.env,
      API_URL: apiOrigin,
      STOREFRONT_PORT: String(WEB_PORT),
      // The bench names the shop in X-Forwarded-Host (fetch cannot set Host), as a proxy in front would.
      TRUST_FORWARDED_HEADERS: 'true',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    child.once('exit', () => resolve());
    process.kill(-pid, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000).unref();
  });
}

async function waitForStorefront(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}) before it answered`);
    try {
      const res = await fetch(`${origin}/`, {
        headers: { 'x-forwarded-host': SHOP_HOST },
        signal: AbortSignal.timeout(5_000),
      });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the storefront at ${origin} did not answer`);
}

/**
 * The api and the built storefront in front of it, as `npm start` runs them. The api runs on the
 * PostgreSQL database given (the freshness measurement writes to it behind the api's back), else on
 * PGlite in data/bench-pages; either seeds 1,500 products when empty.
 */
export async function startStorefrontStack(databaseUrl?: string): Promise<StorefrontStack> {
  await assertPortFree(WEB_PORT);
  await buildIfStale();
  console.log(`storefront: starting the api on ${databaseUrl ? 'PostgreSQL' : 'data/bench-pages'}…`);
  const api = await startApi({ DATA_DIR: PAGES_DATA_DIR, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const staticFile = join(STATIC_DIR, STATIC_NAME);
  let next: ChildProcess | undefined;
  const stop = async () => {
    if (next) await stopGroup(next);
    await api.stop();
    rmSync(staticFile, { force: true });
    try {
      rmdirSync(STATIC_DIR); // only when empty: another run's file stays
    } catch {
      // not empty, or already gone
    }
  };
  try {
    mkdirSync(STATIC_DIR, { recursive: true });
    writeFileSync(staticFile, '');
    next = startNext(api.origin);
    const webOrigin = `http://127.0.0.1:${WEB_PORT}`;
    await waitForStorefront(webOrigin, next);
    return {
      webOrigin,
      shopOrigin: `http://${SHOP_HOST}`,
      apiOrigin: api.origin,
      staticPath: `/_next/static/stride-bench/${STATIC_NAME}`,
      writeStaticFile: (body) => writeFileSync(staticFile, body),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
