#!/usr/bin/env node
// `npm start`: install what is missing, start the api (it migrates the database and seeds it on the
// first run), build the storefront when stale, serve both, and stop both on Ctrl-C.
import { join } from 'node:path';
import { bootstrap } from './lib/bootstrap.mjs';
import { isStopping, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';
import { buildStorefrontIfStale } from './lib/storefront-build.mjs';

const root = bootstrap();

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.STOREFRONT_PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;

async function fail(message) {
  if (isStopping()) return; // Ctrl-C: the signal handler finishes the exit.
  console.error(`✖ ${message}`);
  await stopAll();
  process.exit(1);
}

/** Either process dying ends `npm start` at once, even mid-build (e.g. a wrong setting). */
function exitWith(child) {
  child.once('exit', (code) => fail(`${child.stride.name} stopped (exit code ${code ?? 'by signal'})`));
  return child;
}

try {
  console.log(`› Starting the api (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite in ./data'})…`);
  exitWith(
    startProcess('api', process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      // The storefront, on this machine, forwards each shopper's address (X-Forwarded-For) for rate limits.
      // Request logs would bury the addresses below; LOG_LEVEL=info brings them back.
      // PUBLIC_PORT: the shop's address in e-mails and after the card gateway is the storefront's.
      env: {
        TRUST_PROXY: 'loopback',
        PUBLIC_PORT: webPort,
        ...process.env,
        API_PORT: apiPort,
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      },
    }),
  );
  await buildStorefrontIfStale(root);
  await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 600_000 });
  exitWith(
    startProcess('storefront', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // Next resolves next.config.ts's imports from the working directory.
      cwd: join(root, 'apps/storefront'),
      // Absolute links (the canonical) carry the port the shops are reached at here.
      env: { PUBLIC_PORT: webPort, ...process.env, API_URL: apiUrl, STOREFRONT_PORT: webPort, NODE_ENV: 'production' },
    }),
  );
  await waitForHttp(`http://127.0.0.1:${webPort}/`);
  console.log(`
Stride is running:
  Slovak    http://sk.localhost:${webPort}
  Czech     http://cz.localhost:${webPort}
  Hungarian http://hu.localhost:${webPort}   (http://localhost:${webPort} is the default, hu)
  API       ${apiUrl}/api/docs
Press Ctrl-C to stop.`);
} catch (error) {
  await fail(error instanceof Error ? error.message : String(error));
}
